import { Controller, Get, Headers, HttpCode, Param, Post, Req, UnsupportedMediaTypeException } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import { MessageKeys, registryImportSchema } from '@rent/domain';
import { Answers } from '../http/answers.js';
import { CurrentPrincipal, type Principal } from '../http/principal.js';
import { Requires } from '../http/requires.js';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { RegistryImports } from './registry-import-jobs.js';
import { REGISTRY_NAMES, type RegistryName } from './registry-rows.js';

const registryParam = z.enum(REGISTRY_NAMES as [RegistryName, ...RegistryName[]]);

/** The name the back-office sends URI-encoded; one sent as it is (a `%` not followed by hex) is kept so. */
function fileNameOf(header: string | undefined): string {
  if (!header) return 'extract.csv';
  try {
    return decodeURIComponent(header);
  } catch {
    return header;
  }
}

/**
 * Registry extracts loaded from the back-office (issue 19, screen 6). The body is the CSV itself
 * (`Content-Type: text/csv`), streamed into storage; its name comes in `X-File-Name`.
 */
@Controller('operator/registries')
export class RegistryImportsController {
  constructor(private readonly imports: RegistryImports) {}

  @Requires('importRegistries')
  @Answers.json(registryImportSchema)
  @Post(':registry/imports')
  @HttpCode(202)
  start(
    @CurrentPrincipal() principal: Principal,
    @Param('registry', new ZodPipe(registryParam, 'registry')) registry: RegistryName,
    @Headers('x-file-name') fileName: string | undefined,
    @Req() req: Request,
  ) {
    // Any other body was parsed already (JSON, a form): it is no extract.
    if (!req.is('text/csv'))
      throw new UnsupportedMediaTypeException({ code: 'NOT_CSV', message: MessageKeys.invalidValue });
    return this.imports.start(registry, fileNameOf(fileName), req, principal.name);
  }

  @Requires('readRegistryImports')
  @Answers.json(z.array(registryImportSchema))
  @Get('imports')
  history() {
    return this.imports.history();
  }
}
