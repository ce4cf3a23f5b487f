import { z } from 'zod';
import { tinSchema } from '../rules/identifiers.js';
import { contractTermsShape } from '../contracts/contract-terms.schema.js';
import { ServiceKind } from '../contracts/service-kinds.js';
import { defineKind, endAfterStart } from './kind.js';
import { nonResidentLesseeRules } from './non-resident.js';

/** Rent to a foreign company: the lessee is a non-resident taxpayer, named by its TIN (rules: non-resident.ts). */
export const foreignCompanySchema = contractTermsShape
  .extend({ kind: z.literal(ServiceKind.ForeignCompany), lesseeId: tinSchema })
  .refine(...endAfterStart);

export const foreignCompany = defineKind(foreignCompanySchema, nonResidentLesseeRules);
