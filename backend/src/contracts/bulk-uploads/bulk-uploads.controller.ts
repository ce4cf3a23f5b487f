import { Controller, Get, Headers, HttpCode, Param, Post, Req, UnsupportedMediaTypeException } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import { type BulkUpload, bulkUploadSchema, MessageKeys } from '@rent/domain';
import { Answers } from '../../http/answers.js';
import { CurrentPrincipal, type Principal } from '../../http/principal.js';
import { ZodPipe } from '../../http/zod-body.pipe.js';
import { SIGNATURE_HEADER } from '../../signing/signing.service.js';
import { BulkUploads } from './bulk-uploads.js';

/**
 * A party's bulk upload of contracts (issue 21): the body is the CSV itself (`Content-Type: text/csv`,
 * columns in docs/api.md), signed whole (`X-E-Signature`) where the deployment requires signatures; the
 * answer names the upload, whose progress and refused rows its GET shows.
 */
@Controller('contracts/bulk-uploads')
export class BulkUploadsController {
  constructor(private readonly uploads: BulkUploads) {}

  @Answers.json(bulkUploadSchema)
  @Post()
  @HttpCode(202)
  start(
    @CurrentPrincipal() principal: Principal,
    @Req() req: Request,
    @Headers(SIGNATURE_HEADER) pkcs7: string | undefined,
  ): Promise<BulkUpload> {
    // Any other body was parsed already (JSON, a form): it is no CSV.
    if (!req.is('text/csv'))
      throw new UnsupportedMediaTypeException({ code: 'NOT_CSV', message: MessageKeys.invalidValue });
    return this.uploads.start(principal, req, pkcs7);
  }

  @Answers.json(bulkUploadSchema)
  @Get(':id')
  status(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ZodPipe(z.uuid(), 'id')) id: string,
  ): Promise<BulkUpload> {
    return this.uploads.status(principal, id);
  }
}
