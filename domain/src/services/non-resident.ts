import { DomainError } from '../errors.js';
import { MessageKeys } from '../i18n-keys.js';
import { PartyType } from '../contracts/party.js';
import type { KindRules } from './kind.js';

/** Rent to a foreign company and non-resident car rent: the lessee is a non-resident taxpayer. */
export const nonResidentLesseeRules: KindRules = {
  parties({ lessee }) {
    if (lessee.type !== PartyType.NonResident)
      throw new DomainError('LESSEE_NOT_NON_RESIDENT', MessageKeys.lesseeNotNonResident, 'invalid', 'lesseeId');
  },
};
