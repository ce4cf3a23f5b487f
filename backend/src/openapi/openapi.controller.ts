import { createRequire } from 'node:module';
import { Controller, Get, Header, NotFoundException, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../http/principal.js';
import { Answers } from '../http/answers.js';
import { ApiRoutes } from './api-routes.js';
import { DOCS_ASSETS, DOCS_HTML, DOCS_POLICY } from './docs-page.js';
import { openApiDocument } from './openapi-document.js';

/** The backend package's version (from src/openapi or dist/openapi alike). */
const { version: VERSION } = createRequire(import.meta.url)('../../package.json') as { version: string };

/** The API's own description: OpenAPI 3.1 at `/api/docs-json`, read in a browser at `/api/docs`. */
@Controller()
export class OpenApiController {
  private document?: Record<string, unknown>;
  private readonly assets = new Map<string, Promise<Buffer | string>>();

  constructor(private readonly routes: ApiRoutes) {}

  @Public()
  @Get('docs-json')
  @Answers.file('application/json')
  json(): Record<string, unknown> {
    return (this.document ??= openApiDocument(this.routes.list(), VERSION));
  }

  @Public()
  @Get('docs')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Content-Security-Policy', DOCS_POLICY)
  @Answers.file('text/html')
  page(): string {
    return DOCS_HTML;
  }

  @Public()
  @Get('docs/:file')
  @Header('Cache-Control', 'public, max-age=3600')
  @Answers.file('text/css', 'text/javascript')
  async asset(@Param('file') file: string, @Res() res: Response): Promise<void> {
    const asset = Object.hasOwn(DOCS_ASSETS, file) ? DOCS_ASSETS[file] : undefined;
    if (!asset) throw new NotFoundException();
    if (!this.assets.has(file)) this.assets.set(file, asset.read());
    res.type(asset.type).send(await this.assets.get(file));
  }
}
