import { z } from 'zod';
import { DomainError } from '../errors.js';
import { MessageKeys } from '../i18n-keys.js';
import { guaranteeDeadline, registeredWithinGuaranteeDays } from '../rules/guarantee.js';
import { tinSchema } from '../rules/identifiers.js';
import { tashkentDate } from '../rules/local-date.js';
import { contractTermsShape } from '../contracts/contract-terms.schema.js';
import { PartyType } from '../contracts/party.js';
import { ServiceKind } from '../contracts/service-kinds.js';
import { defineKind, endAfterStart, type KindRules } from './kind.js';

/** Rent on a letter of guarantee: preliminary data for a legal entity registered in the last ten days. */
export const letterOfGuaranteeSchema = contractTermsShape
  .extend({ kind: z.literal(ServiceKind.LetterOfGuarantee), lesseeId: tinSchema })
  .refine(...endAfterStart);

export const letterOfGuaranteeRules: KindRules = {
  /** The lessee is a legal entity registered no more than ten days ago; the contract records its deadline. */
  parties({ lessee, details }, now) {
    const registeredAt = lessee.registeredAt;
    if (
      lessee.type !== PartyType.Legal ||
      !registeredAt ||
      !registeredWithinGuaranteeDays(registeredAt, tashkentDate(new Date(now)))
    ) {
      throw new DomainError('GUARANTEE_LESSEE_NOT_NEW', MessageKeys.guaranteeLesseeNotNew, 'invalid', 'lesseeId');
    }
    if (details?.guarantee?.deadline !== guaranteeDeadline(registeredAt))
      throw new DomainError('GUARANTEE_DEADLINE_WRONG', MessageKeys.invalidValue, 'invalid');
  },
};

export const letterOfGuarantee = defineKind(letterOfGuaranteeSchema, letterOfGuaranteeRules);
