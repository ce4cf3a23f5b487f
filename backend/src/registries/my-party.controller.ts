import { Controller, Get, NotFoundException } from '@nestjs/common';
import type { PartyProfile } from '@rent/domain';
import { CurrentPrincipal, type Principal } from '../http/principal.js';
import { RegistryService } from './registry.service.js';
import { Answers } from '../http/answers.js';
import { partyProfileSchema } from '@rent/domain';

/** The personal cabinet's "my details": the signed-in party (or the entity an employee acts for) as the registries know it. */
@Controller('account')
export class MyPartyController {
  constructor(private readonly registries: RegistryService) {}

  @Answers.json(partyProfileSchema)
  @Get('party')
  async party(@CurrentPrincipal() principal: Principal): Promise<PartyProfile> {
    const profile = await this.registries.profile(principal.partyId);
    if (!profile) throw new NotFoundException();
    return profile;
  }
}
