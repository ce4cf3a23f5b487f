import { z } from 'zod';
import { tinSchema } from '../rules/identifiers.js';
import { ServiceKind } from '../contracts/service-kinds.js';
import { defineKind, endAfterStart } from './kind.js';
import { nonResidentLesseeRules } from './non-resident.js';
import { vehicleRules, vehicleShape } from './vehicle.js';

/** Non-resident car rent: one of the lessor's vehicles, to a non-resident taxpayer, by TIN (rules: non-resident.ts). */
export const carRentNonResidentSchema = vehicleShape
  .extend({ kind: z.literal(ServiceKind.CarRentNonResident), lesseeId: tinSchema })
  .refine(...endAfterStart);

export const carRentNonResident = defineKind(carRentNonResidentSchema, { ...nonResidentLesseeRules, ...vehicleRules });
