import { z } from 'zod';
import { MessageKeys } from '../i18n-keys.js';
import { filledText } from '../rules/filled-text.js';
import { bhmMultipleShape, changeableShape } from '../contracts/contract-terms.schema.js';
import type { KindRules } from './kind.js';

export const VEHICLE_KINDS = ['LIGHT_CAR', 'BUS', 'MINIBUS', 'MOTOR_FREIGHT', 'SPECIAL'] as const;
export const VEHICLE_USAGE_TYPES = ['PERSONAL', 'TAXI', 'PASSENGER_TRANSPORT', 'CARGO', 'OTHER'] as const;
/** Uzbek plates: 01 A 123 BC (persons) or 01 123 ABC (companies), written without spaces. */
export const PLATE_NUMBER = /^\d{2}([A-Z]\d{3}[A-Z]{2}|\d{3}[A-Z]{3})$/;

/** A vehicle is rented whole: its contract holds all of it (1), and its terms never name an area. */
export const vehicleRules: KindRules = { unitArea: 1 };

/**
 * A vehicle of the lessor's, by plate number, rented for a use; the rent is at least the per-vehicle
 * minimum of its class. One vehicle per contract, so it has no area.
 */
export const vehicleShape = changeableShape.omit({ area: true }).extend({
  ...bhmMultipleShape,
  plateNumber: filledText((v) => PLATE_NUMBER.test(v.toUpperCase()), MessageKeys.plateNumberInvalid).toUpperCase(),
  usageType: z.enum(VEHICLE_USAGE_TYPES, { error: MessageKeys.required }),
});
