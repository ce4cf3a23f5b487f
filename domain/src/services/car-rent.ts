import { z } from 'zod';
import { partyIdSchema } from '../rules/identifiers.js';
import { ServiceKind } from '../contracts/service-kinds.js';
import { kinshipShape } from '../contracts/kinship.js';
import { defineKind, endAfterStart } from './kind.js';
import { vehicleRules, vehicleShape } from './vehicle.js';

/** Car rent: one of the lessor's vehicles, to any party, by TIN or PINFL; a close relative pays no minimum. */
export const carRentSchema = vehicleShape
  .extend({ kind: z.literal(ServiceKind.CarRent), lesseeId: partyIdSchema, ...kinshipShape })
  .refine(...endAfterStart);

export const carRent = defineKind(carRentSchema, vehicleRules, (r) => (r.kinship ? { kinship: r.kinship } : {}));
