import {
  type LocalDate,
  MessageKeys,
  parseDisplayDate,
  type ReferenceProposal,
  referenceProposalSchema,
} from '@rent/domain';

/** A proposal's form as typed: each field a string (a date as DD.MM.YYYY, a sum as digits and a point). */
export type ProposalFields = Record<string, string>;

/** A field's message key, for each field the form or the API refused. */
export type ProposalErrors<F extends ProposalFields> = Partial<Record<keyof F, string>>;

/** The proposal to send, or a key per refused field. */
export type CheckedProposal<F extends ProposalFields> = { proposal: ReferenceProposal } | { errors: ProposalErrors<F> };

/** What the reader is told for a date that is not after today: the API's CHANGE_IN_THE_PAST. */
export const NOT_AFTER_TODAY = 'operator.reference.errors.notAfterToday';

export interface BhmForm extends ProposalFields {
  validFrom: string;
  amount: string;
  source: string;
  reason: string;
}

export interface ThresholdForm extends ProposalFields {
  validFrom: string;
  amount: string;
  reason: string;
}

export interface ServicesOffForm extends ProposalFields {
  validFrom: string;
  /** The service kinds ticked, their codes joined by commas. */
  services: string;
  reason: string;
}

export interface MinimumRateForm extends ProposalFields {
  year: string;
  settlementZone: string;
  propertyUse: string;
  /** So'm per m² a month. */
  rate: string;
  source: string;
  reason: string;
}

export interface VehicleRateForm extends ProposalFields {
  year: string;
  vehicleClass: string;
  /** So'm per vehicle a month. */
  vehicleRate: string;
  source: string;
  reason: string;
}

export interface CoefficientForm extends ProposalFields {
  /** The region chosen, by the two digits after its SOATO's 17. */
  region: string;
  /** The district chosen, by its SOATO; none for the whole region. */
  district: string;
  validFrom: string;
  coefficient: string;
  source: string;
  reason: string;
}

export interface TaxRateForm extends ProposalFields {
  code: string;
  validFrom: string;
  percent: string;
  source: string;
  reason: string;
}

export interface HelpVideoForm extends ProposalFields {
  topic: string;
  validFrom: string;
  videoUrl: string;
  /** The captions of each language as WebVTT text; left empty for a language the video has none in. */
  captionsUzLatn: string;
  captionsUzCyrl: string;
  captionsRu: string;
  reason: string;
}

/** What the reader is told for a year not after the current one: its contracts already use its rate. */
export const YEAR_NOT_AHEAD = 'operator.reference.errors.yearNotAhead';

const sumOf = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));

/**
 * A candidate checked as the API checks it (referenceProposalSchema, and its effective day after today in
 * Tashkent), so the reader hears of a mistake before sending. `effective` names the field that sets the
 * day and the day it sets (none when the field holds no day); `fieldOf` the form's field of a proposal's
 * property named otherwise.
 */
function checked<F extends ProposalFields>(
  candidate: Record<string, unknown>,
  effective: { field: keyof F; date: LocalDate | undefined; notAhead?: string },
  today: LocalDate,
  fieldOf: Record<string, keyof F> = {},
): CheckedProposal<F> {
  const parsed = referenceProposalSchema.safeParse(candidate);
  const errors: ProposalErrors<F> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const property = String(issue.path[0]);
      const field = fieldOf[property] ?? (property as keyof F);
      errors[field] ??= issue.message;
    }
  if (!effective.date) errors[effective.field] ??= MessageKeys.dateInvalid;
  else if (effective.date <= today) errors[effective.field] = effective.notAhead ?? NOT_AFTER_TODAY;
  return parsed.success && Object.keys(errors).length === 0 ? { proposal: parsed.data } : { errors };
}

/** A dated value's day as typed, refused as no date when it is none (31.02.2027). */
function dated<F extends ProposalFields>(form: F & { validFrom: string }) {
  const validFrom = parseDisplayDate(form.validFrom);
  return { validFrom: validFrom ?? '', effective: { field: 'validFrom' as keyof F, date: validFrom } };
}

/** A new BHM: from a date after today, with the act that set it. */
export function bhmProposal(form: BhmForm, today: LocalDate): CheckedProposal<BhmForm> {
  const { validFrom, effective } = dated(form);
  return checked(
    { kind: 'bhm', validFrom, amount: sumOf(form.amount), source: form.source, reason: form.reason },
    effective,
    today,
  );
}

/** A new rent confirmation threshold: the monthly rent above which a form asks once more, from a date. */
export function thresholdProposal(form: ThresholdForm, today: LocalDate): CheckedProposal<ThresholdForm> {
  const { validFrom, effective } = dated(form);
  return checked(
    { kind: 'rentConfirmationThreshold', validFrom, amount: sumOf(form.amount), reason: form.reason },
    effective,
    today,
  );
}

/** A new list of the services switched off from a date (every one not ticked is on). */
export function servicesOffProposal(form: ServicesOffForm, today: LocalDate): CheckedProposal<ServicesOffForm> {
  const { validFrom, effective } = dated(form);
  const services = form.services.split(',').filter(Boolean);
  return checked({ kind: 'servicesOff', validFrom, services, reason: form.reason }, effective, today);
}

/** A rate's year as typed, and the day it takes effect: its 1 January, refused unless after today. */
function yearOf(typed: string) {
  const year = /^\d{4}$/.test(typed) ? Number(typed) : Number.NaN;
  return {
    year,
    effective: { field: 'year' as const, date: year ? `${year}-01-01` : undefined, notAhead: YEAR_NOT_AHEAD },
  };
}

/** A new year's rate for one zone and use, in force from that year's 1 January. */
export function minimumRateProposal(form: MinimumRateForm, today: LocalDate): CheckedProposal<MinimumRateForm> {
  const { year, effective } = yearOf(form.year);
  return checked(
    {
      kind: 'minimumRentRate',
      year,
      settlementZone: form.settlementZone,
      propertyUse: form.propertyUse,
      amount: sumOf(form.rate),
      source: form.source,
      reason: form.reason,
    },
    effective,
    today,
    { amount: 'rate' },
  );
}

/** A new year's rate for one vehicle class, in force from that year's 1 January. */
export function vehicleRateProposal(form: VehicleRateForm, today: LocalDate): CheckedProposal<VehicleRateForm> {
  const { year, effective } = yearOf(form.year);
  return checked(
    {
      kind: 'vehicleRentRate',
      year,
      vehicleClass: form.vehicleClass,
      amount: sumOf(form.vehicleRate),
      source: form.source,
      reason: form.reason,
    },
    effective,
    today,
    { amount: 'vehicleRate' },
  );
}

/** A new coefficient for a district, or for a whole region when no district is chosen, from a date. */
export function coefficientProposal(form: CoefficientForm, today: LocalDate): CheckedProposal<CoefficientForm> {
  const { validFrom, effective } = dated(form);
  const soato = form.district || (form.region ? `17${form.region}` : '');
  return checked(
    {
      kind: 'regionalCoefficient',
      soato,
      validFrom,
      coefficient: form.coefficient.trim() === '' ? Number.NaN : Number(form.coefficient.replace(',', '.')),
      source: form.source,
      reason: form.reason,
    },
    effective,
    today,
    { soato: 'region' },
  );
}

/** A new tax rate, in percent, from a date. */
export function taxRateProposal(form: TaxRateForm, today: LocalDate): CheckedProposal<TaxRateForm> {
  const { validFrom, effective } = dated(form);
  return checked(
    {
      kind: 'taxRate',
      code: form.code,
      validFrom,
      percent: form.percent.trim() === '' ? Number.NaN : Number(form.percent.replace(',', '.')),
      source: form.source,
      reason: form.reason,
    },
    effective,
    today,
  );
}

/** A help page's new video from a date: its https address and the captions it has, each as WebVTT text. */
export function helpVideoProposal(form: HelpVideoForm, today: LocalDate): CheckedProposal<HelpVideoForm> {
  const { validFrom, effective } = dated(form);
  const captions = (typed: string) => (typed.trim() === '' ? undefined : typed);
  return checked(
    {
      kind: 'helpVideo',
      topic: form.topic,
      validFrom,
      videoUrl: form.videoUrl.trim(),
      captionsUzLatn: captions(form.captionsUzLatn),
      captionsUzCyrl: captions(form.captionsUzCyrl),
      captionsRu: captions(form.captionsRu),
      reason: form.reason,
    },
    effective,
    today,
  );
}
