import type { DomainEvent } from '../events/envelope.js';
import { tashkentDate } from '../rules/local-date.js';

/**
 * The portal's own registration number of a contract (spec §3 "registration number"): `YYYY-RR-NNNNNNN`,
 * the year of registration (Tashkent time), the rented object's region (the last two digits of its SOATO
 * region code, 26 for Tashkent city; 00 where the object has no region, as a vehicle) and the place in that
 * year's and region's series, e.g. `2026-26-0000123`. Short enough to read out on the phone, and it tells
 * a tax officer the year and the region at a glance.
 *
 * Each series is a stream of its own in the event store (`registration-numbers-2026-26`): the decision
 * that registers a contract holds it, takes the next number and writes it there and into the contract's
 * ContractCreated in the same transaction. A refused registration writes neither, so a number is never
 * skipped, never given twice and never reused; a rebuild reads the numbers back from the events.
 */
export const REGISTRATION_NUMBER = /^\d{4}-\d{2}-\d{7}$/;

/** The region part of a number whose object has no region in the cadastre (vehicles). */
export const NO_REGION = '00';

/** A series of registration numbers: a year and a region. */
export interface RegistrationSeries {
  year: number;
  /** Two digits: the SOATO region code's last two, or NO_REGION. */
  region: string;
}

/** The series a registration at `at` (ISO instant) of an object in `regionSoato` (4 digits, or none) is numbered in. */
export function registrationSeries(at: string, regionSoato: string | null | undefined): RegistrationSeries {
  return {
    year: Number(tashkentDate(new Date(at)).slice(0, 4)),
    region: regionSoato && /^\d{4}$/.test(regionSoato) ? regionSoato.slice(2) : NO_REGION,
  };
}

export const registrationNumbersStreamId = ({ year, region }: RegistrationSeries): string =>
  `registration-numbers-${year}-${region}`;

export const formatRegistrationNumber = ({ year, region }: RegistrationSeries, sequence: number): string =>
  `${year}-${region}-${String(sequence).padStart(7, '0')}`;

/** A number of a series given to a contract: one event per number, in the series' own stream. */
export type RegistrationNumberTaken = DomainEvent<
  'RegistrationNumberTaken',
  { registrationNumber: string; sequence: number; contractId: string }
>;

/** A series' state, kept as its stream's snapshot so that taking a number never reads the series' history. */
export interface RegistrationCounter {
  last: number;
}

/** The series after its events (those after the snapshot, if one was kept). */
export const foldRegistrationCounter = (
  events: readonly RegistrationNumberTaken[],
  snapshot: RegistrationCounter | undefined,
): RegistrationCounter =>
  events.reduce((c, e) => ({ last: Math.max(c.last, e.data.sequence) }), snapshot ?? { last: 0 });

/** The next number of a series for a contract: the event that takes it and the series' state after it. */
export function takeRegistrationNumber(
  series: RegistrationSeries,
  counter: RegistrationCounter,
  contractId: string,
): { registrationNumber: string; event: RegistrationNumberTaken; counter: RegistrationCounter } {
  const sequence = counter.last + 1;
  const registrationNumber = formatRegistrationNumber(series, sequence);
  return {
    registrationNumber,
    event: { type: 'RegistrationNumberTaken', data: { registrationNumber, sequence, contractId } },
    counter: { last: sequence },
  };
}
