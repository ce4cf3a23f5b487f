import { SERVICE_KINDS, type StaffDashboard, tashkentDate } from '@rent/domain';

/** The periods the dashboard offers, in days (the API takes up to 92). */
export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];

/** How long a confirmation may wait before the dashboard counts it (the API's default). */
export const PENDING_DAYS = 10;

const DAY_MS = 86_400_000;

/** The `days` calendar days in Tashkent that end with the one of `asOf`, oldest first (YYYY-MM-DD). */
export function periodDays(asOf: string, days: number): string[] {
  const last = Date.parse(`${tashkentDate(new Date(asOf))}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => new Date(last - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/** Registrations per day of the period, one row of counts per kind, days without any counted as 0. */
export interface KindSeries {
  days: string[];
  kinds: { kind: string; perDay: number[]; total: number }[];
}

/**
 * The API's rows (a day, kind and region each, only where something was registered) as a stack per kind
 * over every day of the period; kinds in the portal's order, a kind it does not know after them, and a
 * kind with nothing in the period left out of the legend.
 */
export function registrationsByKind(d: Pick<StaffDashboard, 'asOf' | 'registeredPerDay'>, days: number): KindSeries {
  const dayList = periodDays(d.asOf, days);
  const index = new Map(dayList.map((day, i) => [day, i]));
  const perKind = new Map<string, number[]>();
  for (const { day, kind, n } of d.registeredPerDay) {
    const at = index.get(day);
    if (at === undefined) continue;
    const row = perKind.get(kind) ?? dayList.map(() => 0);
    row[at]! += n;
    perKind.set(kind, row);
  }
  const order = (kind: string) => {
    const i = (SERVICE_KINDS as readonly string[]).indexOf(kind);
    return i < 0 ? SERVICE_KINDS.length : i;
  };
  const kinds = [...perKind.entries()]
    .map(([kind, perDay]) => ({ kind, perDay, total: perDay.reduce((a, b) => a + b, 0) }))
    .sort((a, b) => order(a.kind) - order(b.kind) || a.kind.localeCompare(b.kind));
  return { days: dayList, kinds };
}

/** Registrations of the period by region (the registration number's region part), in the code's order. */
export function registrationsByRegion(d: Pick<StaffDashboard, 'registeredPerDay'>): { region: string; n: number }[] {
  const totals = new Map<string, number>();
  for (const { region, n } of d.registeredPerDay) totals.set(region, (totals.get(region) ?? 0) + n);
  return [...totals.entries()].map(([region, n]) => ({ region, n })).sort((a, b) => a.region.localeCompare(b.region));
}

/** The read models behind the log (lagging) and stopped by an error (stalled), and the longest lag. */
export function projectionFigures(projections: StaffDashboard['projections']) {
  return {
    lagging: projections.filter((p) => p.behind > 0 && !p.stalled).length,
    stalled: projections.filter((p) => p.stalled).length,
    maxLagSeconds: Math.round(Math.max(0, ...projections.map((p) => p.lagSeconds))),
  };
}

/** A count summed over its rows (failed jobs over the queues, SMS failures over the gateways). */
export const sumOf = (rows: readonly { n: number }[]): number => rows.reduce((sum, r) => sum + r.n, 0);
