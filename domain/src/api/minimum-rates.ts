import { z } from 'zod';
import {
  PROPERTY_USES,
  type PropertyUseCode,
  SETTLEMENT_ZONES,
  type SettlementZoneCode,
} from '../rules/minimum-rent.js';

/**
 * Where a rate comes from (a law, a decree), in each language of the portal, as the committee's table
 * names it: reference data, so it is data, not a text of the locale files.
 */
export const rateSourceSchema = z.object({ 'uz-Latn': z.string(), 'uz-Cyrl': z.string(), ru: z.string() });
export type RateSource = z.infer<typeof rateSourceSchema>;

/** Where an object lies and what it is used for, as the rate table distinguishes them. */
export const settlementZoneSchema = z.enum(SETTLEMENT_ZONES as [SettlementZoneCode, ...SettlementZoneCode[]]);
export const propertyUseSchema = z.enum(PROPERTY_USES as [PropertyUseCode, ...PropertyUseCode[]]);

/** A row of the committee's minimum rates for premises: so'm per m² a month in a year, zone and use. */
export const premisesRateSchema = z.object({
  year: z.number().int(),
  settlementZone: settlementZoneSchema,
  propertyUse: propertyUseSchema,
  amount: z.number(),
  source: rateSourceSchema,
});

/** A row of the per-vehicle minimum rates: so'm a month in a year, for a class of vehicle. */
export const vehicleRateSchema = z.object({
  year: z.number().int(),
  vehicleClass: z.string(),
  amount: z.number(),
  source: rateSourceSchema,
});

/** The whole minimum-rate table, newest year first (`GET /api/reference/minimum-rates`, the reference page). */
export const minimumRateTableSchema = z.object({
  premises: z.array(premisesRateSchema),
  vehicles: z.array(vehicleRateSchema),
});
export type PremisesRate = z.infer<typeof premisesRateSchema>;
export type VehicleRate = z.infer<typeof vehicleRateSchema>;
export type MinimumRateTable = z.infer<typeof minimumRateTableSchema>;

/** The minimum rent of one m² of an object at a date, and where the figure comes from. */
export const minimumRateSchema = z.object({
  year: z.number().int(),
  settlementZone: settlementZoneSchema,
  propertyUse: propertyUseSchema,
  /** The table's rate, so'm per m² a month. */
  baseRate: z.number(),
  coefficient: z.number(),
  /** baseRate × coefficient: what the rule checks. */
  ratePerM2: z.number(),
  source: rateSourceSchema,
});
export type MinimumRate = z.infer<typeof minimumRateSchema>;

/**
 * The minimum rent of one of the caller's objects at a date (`GET /api/reference/minimum-rent`), with the
 * income tax rate when the caller is an individual (a legal entity's taxes are not previewed per contract).
 */
export const objectMinimumRateSchema = minimumRateSchema.extend({ incomeTaxPercent: z.number().nullable() });
export type ObjectMinimumRate = z.infer<typeof objectMinimumRateSchema>;

/**
 * A raising coefficient in force at a date (`GET /api/reference/regional-coefficients?date=`): a region's or
 * a district's, by its SOATO and name, with the day it took effect and the act that set it.
 */
export const regionalCoefficientSchema = z.object({
  soato: z.string(),
  name: rateSourceSchema,
  validFrom: z.string(),
  coefficient: z.number(),
  source: z.string(),
});
export type RegionalCoefficient = z.infer<typeof regionalCoefficientSchema>;

/** A tax rate in force at a date (`GET /api/reference/tax-rates?date=`), with its day and the act that set it. */
export const taxRateSchema = z.object({
  code: z.string(),
  validFrom: z.string(),
  percent: z.number(),
  source: z.string(),
});
export type TaxRate = z.infer<typeof taxRateSchema>;
