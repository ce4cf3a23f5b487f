import { DomainError } from '../errors.js';
import { MessageKeys } from '../i18n-keys.js';
import { type Party, PartyType } from '../contracts/party.js';

/** Spec §5: a sole proprietor must be in the YATT or self-employed list, and active. */
export function assertSoleProprietor(party: Party, field: string): void {
  if (party.type !== PartyType.SoleProprietor && party.type !== PartyType.SelfEmployed) {
    throw new DomainError('NOT_SOLE_PROPRIETOR', MessageKeys.lesseeNotYatt, 'invalid', field);
  }
  if (party.active === false)
    throw new DomainError('SOLE_PROPRIETOR_NOT_ACTIVE', MessageKeys.lesseeNotActive, 'invalid', field);
}
