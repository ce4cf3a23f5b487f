import { z } from 'zod';
import { partyIdSchema } from '../rules/identifiers.js';
import { ServiceKind } from '../contracts/service-kinds.js';
import { defineKind, endAfterStart } from './kind.js';
import { vehicleShape } from './vehicle.js';

/** Car rent: one of the lessor's vehicles, to any party, by TIN or PINFL. */
export const carRentSchema = vehicleShape
  .extend({ kind: z.literal(ServiceKind.CarRent), lesseeId: partyIdSchema })
  .refine(...endAfterStart);

export const carRent = defineKind(carRentSchema);
