import { z } from 'zod';
import {
  AREA_SCALE,
  CADASTRAL_NUMBER,
  hasScale,
  isLocalDate,
  MARITAL_STATUSES,
  MONEY_SCALE,
  OWNERSHIP_TYPES,
  PartyType,
  pinflSchema,
  PLATE_NUMBER,
  PROPERTY_USES,
  SETTLEMENT_ZONES,
  SOCIAL_STATUSES,
  tinSchema,
  VEHICLE_KINDS,
} from '@rent/domain';

/**
 * The registries a CSV extract or the generator can fill: each one's columns (in CSV header order), the
 * zod schema of a row, and the table it lands in. The same schemas check real extracts and synthetic data.
 */
const text = (max: number) => z.string().trim().min(1, 'required').max(max, 'too long');
const date = z.string().trim().refine(isLocalDate, 'not a date (YYYY-MM-DD)');
/** An optional column: empty in a CSV, or left out of a row, is null. */
const optional = <S extends z.ZodType>(s: S) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), s.nullable());
/** A yes/no column: CSV says true or false (empty: true); the generator hands booleans. */
const flag = z
  .preprocess(
    (v) => (v === '' || v === undefined ? 'true' : String(v)),
    z.enum(['true', 'false'], { error: 'not true or false' }),
  )
  .transform((v) => v === 'true');
/**
 * A number with at most `scale` decimals, the scale of its column: numeric(12, 2) would round 1500.004 m²
 * to 1500.00 (and 0.004 to 0.00) without a word, so such a row is refused with its line instead.
 */
const number = (min: number, max: number, scale: number) =>
  z.coerce
    .number({ error: 'not a number' })
    .refine((v) => hasScale(v, scale), {
      message: scale === 0 ? 'not a whole number' : `more than ${scale} decimals`,
      abort: true,
    })
    .min(min, `less than ${min}`)
    .max(max, `more than ${max}`);

/**
 * A legal entity's founders as the tax registry answers them, in one CSV field as a JSON array of
 * `{"name", "id", "sharePercent"}` (id: a TIN or PINFL, or null for a foreign founder).
 */
const founders = z.preprocess(
  (v) => {
    if (v === '' || v === undefined) return null;
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      // Not JSON: left as text, which the list's own check refuses with its message.
      return v;
    }
  },
  z
    .array(
      z.object({
        name: text(300),
        id: z
          .string()
          .regex(/^(\d{9}|\d{14})$/, 'not a TIN or PINFL')
          .nullable()
          .default(null),
        sharePercent: number(0, 100, 2).nullable().default(null),
      }),
      { error: 'not a list of founders (a JSON array of {name, id, sharePercent})' },
    )
    .max(200, 'more than 200 founders')
    .nullable(),
);

export const REGISTRIES = {
  taxpayers: {
    table: 'taxpayers',
    key: ['tin'],
    columns: {
      tin: 'tin',
      name: 'name',
      address: 'address',
      director: 'director',
      registered_at: 'registeredAt',
      resident: 'resident',
      country: 'country',
      actual_address: 'actualAddress',
      registration_division: 'registrationDivision',
      founders: 'founders',
    },
    /** Columns an extract may leave out (they take their default). */
    optional: ['resident', 'country', 'actual_address', 'registration_division', 'founders'],
    schema: z.object({
      tin: tinSchema,
      name: text(300),
      address: text(500),
      director: text(200),
      registeredAt: date,
      resident: flag,
      country: optional(
        z
          .string()
          .trim()
          .regex(/^[A-Z]{2}$/, 'not a country code (two capital letters)'),
      ),
      actualAddress: optional(text(500)),
      registrationDivision: optional(text(300)),
      founders,
    }),
  },
  individuals: {
    table: 'individuals',
    key: ['pinfl'],
    columns: {
      pinfl: 'pinfl',
      full_name: 'fullName',
      tin: 'tin',
      address: 'address',
      party_type: 'partyType',
      active: 'active',
      actual_address: 'actualAddress',
      registered_at: 'registeredAt',
      registration_division: 'registrationDivision',
      social_status: 'socialStatus',
      marital_status: 'maritalStatus',
    },
    optional: ['active', 'actual_address', 'registered_at', 'registration_division', 'social_status', 'marital_status'],
    schema: z.object({
      pinfl: pinflSchema,
      fullName: text(200),
      tin: optional(tinSchema),
      address: text(500),
      partyType: z.enum([PartyType.Individual, PartyType.SoleProprietor, PartyType.SelfEmployed, PartyType.Student], {
        error: 'unknown party type',
      }),
      active: flag,
      actualAddress: optional(text(500)),
      registeredAt: optional(date),
      registrationDivision: optional(text(300)),
      socialStatus: optional(z.enum(SOCIAL_STATUSES, { error: 'unknown social status' })),
      maritalStatus: optional(z.enum(MARITAL_STATUSES, { error: 'unknown marital status' })),
    }),
  },
  'cadastral-objects': {
    table: 'cadastral_objects',
    key: ['cadastral_number'],
    optional: [
      'district_soato',
      'land_tax_rate',
      'ownership_type',
      'building_name',
      'floor',
      'room',
      'storeys',
      'year_built',
    ],
    columns: {
      cadastral_number: 'cadastralNumber',
      owner_id: 'ownerId',
      address: 'address',
      total_area: 'totalArea',
      property_type: 'propertyType',
      region_soato: 'regionSoato',
      district_soato: 'districtSoato',
      settlement_zone: 'settlementZone',
      property_use: 'propertyUse',
      land_tax_rate: 'landTaxRate',
      ownership_type: 'ownershipType',
      building_name: 'buildingName',
      floor: 'floor',
      room: 'room',
      storeys: 'storeys',
      year_built: 'yearBuilt',
    },
    schema: z.object({
      cadastralNumber: z.string().trim().regex(CADASTRAL_NUMBER, 'not a cadastral number'),
      ownerId: z
        .string()
        .trim()
        .regex(/^(\d{9}|\d{14})$/, 'not a TIN or PINFL'),
      address: text(500),
      totalArea: number(0.01, 10_000_000, AREA_SCALE),
      propertyType: text(50),
      regionSoato: optional(
        z
          .string()
          .trim()
          .regex(/^\d{4}$/, 'not a region SOATO code'),
      ),
      districtSoato: optional(
        z
          .string()
          .trim()
          .regex(/^\d{7}$/, 'not a district SOATO code'),
      ),
      settlementZone: optional(z.enum(SETTLEMENT_ZONES as [string, ...string[]], { error: 'unknown settlement zone' })),
      propertyUse: z.enum(PROPERTY_USES as [string, ...string[]], { error: 'unknown property use' }),
      landTaxRate: optional(number(0, 100_000_000, MONEY_SCALE)),
      ownershipType: optional(z.enum(OWNERSHIP_TYPES, { error: 'unknown ownership type' })),
      buildingName: optional(text(300)),
      floor: optional(number(-10, 200, 0)),
      room: optional(text(20)),
      storeys: optional(number(1, 200, 0)),
      yearBuilt: optional(number(1800, 2100, 0)),
    }),
  },
  students: {
    table: 'students',
    key: ['pinfl'],
    optional: [],
    columns: {
      pinfl: 'pinfl',
      full_name: 'fullName',
      university: 'university',
      faculty: 'faculty',
      study_form: 'studyForm',
      course: 'course',
    },
    schema: z.object({
      pinfl: pinflSchema,
      fullName: text(200),
      university: text(300),
      faculty: text(300),
      studyForm: z.enum(['FULL_TIME', 'PART_TIME', 'EVENING', 'DISTANCE'], { error: 'unknown study form' }),
      course: number(1, 7, 0),
    }),
  },
  vehicles: {
    table: 'vehicles',
    key: ['plate_number'],
    optional: [],
    columns: {
      plate_number: 'plateNumber',
      owner_id: 'ownerId',
      vehicle_kind: 'vehicleKind',
      model: 'model',
      colour: 'colour',
      year_made: 'yearMade',
      vehicle_class: 'vehicleClass',
    },
    schema: z.object({
      plateNumber: z.string().trim().toUpperCase().regex(PLATE_NUMBER, 'not a plate number'),
      ownerId: z
        .string()
        .trim()
        .regex(/^(\d{9}|\d{14})$/, 'not a TIN or PINFL'),
      vehicleKind: z.enum(VEHICLE_KINDS, { error: 'unknown vehicle kind' }),
      model: text(100),
      colour: text(50),
      yearMade: number(1950, 2100, 0),
      vehicleClass: z.enum(['PASSENGER', 'BUS_OR_TRUCK'], { error: 'unknown vehicle class' }),
    }),
  },
  /**
   * The SOATO classifier's districts (7 digits, starting with their region's 4). Regions are seeded from
   * domain-facts; districts come only from the classifier's extract, never made up.
   */
  districts: {
    table: 'districts',
    key: ['soato'],
    optional: [],
    columns: {
      soato: 'soato',
      region_soato: 'regionSoato',
      name_uz_latn: 'nameUzLatn',
      name_uz_cyrl: 'nameUzCyrl',
      name_ru: 'nameRu',
    },
    schema: z
      .object({
        soato: z
          .string()
          .trim()
          .regex(/^\d{7}$/, 'not a district SOATO code'),
        regionSoato: z
          .string()
          .trim()
          .regex(/^\d{4}$/, 'not a region SOATO code'),
        nameUzLatn: text(200),
        nameUzCyrl: text(200),
        nameRu: text(200),
      })
      .refine((d) => d.soato.startsWith(d.regionSoato), {
        path: ['soato'],
        message: 'does not start with its region code',
      }),
  },
} as const;

export type RegistryName = keyof typeof REGISTRIES;
export const REGISTRY_NAMES = Object.keys(REGISTRIES) as RegistryName[];
/** A row as validated: its founders (a list) are written as JSON. */
export type RegistryRow = Record<string, string | number | boolean | null | readonly object[]>;
