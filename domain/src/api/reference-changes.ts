import { z } from 'zod';
import { SERVICE_KINDS, type ServiceKindCode } from '../contracts/service-kinds.js';
import { MessageKeys } from '../i18n-keys.js';
import { HELP_VIDEO_TOPICS, helpVideoUrlSchema, webVttSchema } from './help-video.js';
import {
  MAX_REGIONAL_COEFFICIENT,
  PROPERTY_USES,
  type PropertyUseCode,
  SETTLEMENT_ZONES,
  type SettlementZoneCode,
} from '../rules/minimum-rent.js';
import { isLocalDate } from '../rules/local-date.js';
import { TEXT_FIELDS, textField } from '../rules/text-fields.js';

/**
 * A change of reference data proposed by one member of the staff and approved by another (four eyes,
 * issue 19, screen 2). A change takes effect on its own date and never rewrites the past: a contract keeps
 * the value of its own date. Each kind is a value of its own table: BHM, the rent above which a form asks
 * the lessor to confirm the sum, the services switched off, a year's minimum-rent rates for premises and
 * for vehicles, a region's or a district's raising coefficient, a tax rate, a help page's video.
 */
/** The tax rates the committee keeps (tax_rates): the personal income tax on an individual's rent income. */
export const TAX_RATE_CODES = ['INDIVIDUAL_RENT_INCOME'] as const;

/** The vehicle classes of the vehicle rate table (vehicle_rent_rates). */
export const VEHICLE_CLASSES = ['PASSENGER', 'BUS_OR_TRUCK'] as const;

const effectiveDate = z.string().refine(isLocalDate, MessageKeys.dateInvalid);
const reason = textField(TEXT_FIELDS.backdoorReason).min(5, MessageKeys.reasonRequired);
/** The act that set a value (a decree, its number and date). */
const actSource = textField(TEXT_FIELDS.backdoorReason).min(5, MessageKeys.fillAllInformation);
const year = z
  .number({ error: MessageKeys.invalidValue })
  .int(MessageKeys.invalidValue)
  .min(2000, MessageKeys.invalidValue)
  .max(2100, MessageKeys.invalidValue);
const sum = z.number({ error: MessageKeys.invalidValue }).positive(MessageKeys.invalidValue);

export const referenceProposalSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('bhm'),
        /** The day the new amount takes effect: after today. */
        validFrom: effectiveDate,
        amount: sum.max(1e9),
        /** The act that set it (a presidential decree, its number and date). */
        source: actSource,
        reason,
      })
      .strict(),
    z
      .object({
        kind: z.literal('rentConfirmationThreshold'),
        validFrom: effectiveDate,
        /** A monthly rent above this many so'm is confirmed once more (spec §5). */
        amount: sum.max(1e13, MessageKeys.invalidValue),
        reason,
      })
      .strict(),
    z
      .object({
        kind: z.literal('servicesOff'),
        validFrom: effectiveDate,
        /** Every service switched off from that day, the others on: the list replaces the one before. */
        services: z
          .array(z.enum(SERVICE_KINDS as [ServiceKindCode, ...ServiceKindCode[]], { error: MessageKeys.invalidValue }))
          .refine((kinds) => new Set(kinds).size === kinds.length, MessageKeys.invalidValue),
        reason,
      })
      .strict(),
    z
      .object({
        kind: z.literal('minimumRentRate'),
        /** The year the rate holds for, from its 1 January: a year after the current one. */
        year,
        settlementZone: z.enum(SETTLEMENT_ZONES as [SettlementZoneCode, ...SettlementZoneCode[]], {
          error: MessageKeys.invalidValue,
        }),
        propertyUse: z.enum(PROPERTY_USES as [PropertyUseCode, ...PropertyUseCode[]], {
          error: MessageKeys.invalidValue,
        }),
        /** So'm per m² a month, before any regional coefficient. */
        amount: sum.max(1e9, MessageKeys.invalidValue),
        source: actSource,
        reason,
      })
      .strict(),
    z
      .object({
        kind: z.literal('vehicleRentRate'),
        /** The year the rate holds for, from its 1 January: a year after the current one. */
        year,
        vehicleClass: z.enum(VEHICLE_CLASSES, { error: MessageKeys.invalidValue }),
        /** So'm per vehicle a month. */
        amount: sum.max(1e10, MessageKeys.invalidValue),
        source: actSource,
        reason,
      })
      .strict(),
    z
      .object({
        kind: z.literal('regionalCoefficient'),
        /** The region's SOATO (4 digits) or the district's (7): a district's coefficient comes first. */
        soato: z.string({ error: MessageKeys.invalidValue }).regex(/^[0-9]{4}([0-9]{3})?$/, MessageKeys.invalidValue),
        validFrom: effectiveDate,
        /** What the minimum rate is multiplied by there: 1 to 2 (the law's ceiling), to the hundredth. */
        coefficient: z
          .number({ error: MessageKeys.invalidValue })
          .min(1, MessageKeys.invalidValue)
          .max(MAX_REGIONAL_COEFFICIENT, MessageKeys.invalidValue)
          .refine((c) => Math.abs(c * 100 - Math.round(c * 100)) < 1e-9, MessageKeys.invalidValue),
        source: actSource,
        reason,
      })
      .strict(),
    z
      .object({
        kind: z.literal('taxRate'),
        code: z.enum(TAX_RATE_CODES, { error: MessageKeys.invalidValue }),
        validFrom: effectiveDate,
        /** Percent, to the hundredth. */
        percent: z
          .number({ error: MessageKeys.invalidValue })
          .min(0, MessageKeys.invalidValue)
          .max(100, MessageKeys.invalidValue)
          .refine((c) => Math.abs(c * 100 - Math.round(c * 100)) < 1e-9, MessageKeys.invalidValue),
        source: actSource,
        reason,
      })
      .strict(),
    z
      .object({
        kind: z.literal('helpVideo'),
        /** The help page the video is for. */
        topic: z.enum(HELP_VIDEO_TOPICS, { error: MessageKeys.invalidValue }),
        validFrom: effectiveDate,
        videoUrl: helpVideoUrlSchema,
        /** The captions of each language the video has, as WebVTT text; none for a language without. */
        captionsUzLatn: webVttSchema.optional(),
        captionsUzCyrl: webVttSchema.optional(),
        captionsRu: webVttSchema.optional(),
        reason,
      })
      .strict(),
  ],
  { error: MessageKeys.invalidValue },
);
export type ReferenceProposal = z.infer<typeof referenceProposalSchema>;
export const REFERENCE_KINDS = [
  'bhm',
  'rentConfirmationThreshold',
  'servicesOff',
  'minimumRentRate',
  'vehicleRentRate',
  'regionalCoefficient',
  'taxRate',
  'helpVideo',
] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/** The history asked for one kind (`GET /api/operator/reference/changes?kind=`), or for all. */
export const referenceChangesQuerySchema = z.object({ kind: z.enum(REFERENCE_KINDS).optional() });

/** Approving or rejecting: a word on why, kept with the decision. */
export const referenceDecisionSchema = z.object({ reason }).strict();
export type ReferenceDecision = z.infer<typeof referenceDecisionSchema>;

export const referenceChangeSchema = z.object({
  id: z.string(),
  kind: z.enum(REFERENCE_KINDS),
  value: z.record(z.string(), z.unknown()),
  effectiveFrom: z.string(),
  state: z.enum(['proposed', 'approved', 'rejected']),
  proposedBy: z.string(),
  /** The proposer's user id: the screen hides the decision from them (the API refuses it anyway). */
  proposedById: z.string(),
  proposedAt: z.iso.datetime(),
  reason: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  decisionReason: z.string().nullable(),
});
export type ReferenceChange = z.infer<typeof referenceChangeSchema>;
