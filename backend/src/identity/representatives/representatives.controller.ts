import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import {
  type GrantRepresentativeInput,
  grantRepresentativeSchema,
  isPinfl,
  type Representative,
  representativeSchema,
  type RepresentedParty,
  representedPartySchema,
} from '@rent/domain';
import { contractSummaryProjection } from '@rent/projections';
import { ReadAfter } from '../../event-store/read-after.js';
import { Answers } from '../../http/answers.js';
import { CurrentPrincipal, type Principal } from '../../http/principal.js';
import { ZodPipe } from '../../http/zod-body.pipe.js';
import { SIGNATURE_HEADER } from '../../signing/signing.service.js';
import { originOf } from '../sign-in/request-origin.js';
import { Representatives } from './representatives.js';

/**
 * A party's representatives (issue 21), kept by the party itself in a session (the guard refuses them to a
 * representative, and Representatives to an employee or a key), and the parties that authorised the
 * signed-in person.
 */
@Controller()
export class RepresentativesController {
  constructor(
    private readonly representatives: Representatives,
    private readonly readAfter: ReadAfter,
  ) {}

  @Answers.json(z.array(representativeSchema))
  @Get('representatives')
  list(@CurrentPrincipal() principal: Principal): Promise<Representative[]> {
    return this.representatives.list(principal);
  }

  /**
   * Signed (header `X-E-Signature`) where the deployment requires it, under the id the signature names. The
   * chosen contracts are checked to be the party's in the contract summary, so that check reads after the
   * party's last write (X-Read-After), as any read does: a contract just sent to it is not refused as not
   * its own.
   */
  @Answers.json(representativeSchema)
  @Post('representatives')
  async grant(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodPipe(grantRepresentativeSchema)) body: GrantRepresentativeInput,
    @Headers(SIGNATURE_HEADER) pkcs7: string | undefined,
    @Headers('x-read-after') readAfter: string | undefined,
    @Req() req: Request,
  ): Promise<Representative> {
    if (body.contracts !== 'ALL') await this.readAfter.wait(contractSummaryProjection.name, readAfter);
    return this.representatives.grant(principal, body, pkcs7, originOf(req).address);
  }

  @Answers.json(representativeSchema)
  @Post('representatives/:id/revoke')
  @HttpCode(200)
  revoke(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ZodPipe(z.uuid(), 'id')) id: string,
    @Req() req: Request,
  ): Promise<Representative> {
    return this.representatives.revoke(principal, id, originOf(req).address);
  }

  /** Whom the person may act for as a representative (the header's "act for" choice, beside the employers). */
  @Answers.json(z.array(representedPartySchema))
  @Get('account/represented')
  async represented(@CurrentPrincipal() principal: Principal): Promise<RepresentedParty[]> {
    const pinfl =
      principal.representative?.pinfl ??
      principal.employeePinfl ??
      (isPinfl(principal.partyId) && !principal.apiKeyId ? principal.partyId : null);
    return pinfl ? this.representatives.representedBy(pinfl) : [];
  }
}
