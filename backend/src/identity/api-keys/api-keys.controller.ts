import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import {
  type ApiKey,
  apiKeySchema,
  type CreateApiKeyInput,
  createApiKeySchema,
  type CreatedApiKey,
  createdApiKeySchema,
} from '@rent/domain';
import { Answers } from '../../http/answers.js';
import { CurrentPrincipal, type Principal } from '../../http/principal.js';
import { ZodPipe } from '../../http/zod-body.pipe.js';
import { originOf } from '../sign-in/request-origin.js';
import { ApiKeys } from './api-keys.js';

/** The signed-in party's API keys: made, listed and revoked in a session only, never with a key (the guard). */
@Controller('account/api-keys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeys) {}

  @Answers.json(z.array(apiKeySchema))
  @Get()
  list(@CurrentPrincipal() principal: Principal): Promise<ApiKey[]> {
    return this.keys.list(principal);
  }

  @Answers.json(createdApiKeySchema)
  @Post()
  create(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodPipe(createApiKeySchema)) body: CreateApiKeyInput,
    @Req() req: Request,
  ): Promise<CreatedApiKey> {
    return this.keys.create(principal, body, originOf(req).address);
  }

  @Answers.json(apiKeySchema)
  @Post(':id/revoke')
  @HttpCode(200)
  revoke(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ZodPipe(z.uuid(), 'id')) id: string,
    @Req() req: Request,
  ): Promise<ApiKey> {
    return this.keys.revoke(principal, id, originOf(req).address);
  }
}
