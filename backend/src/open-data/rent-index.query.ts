import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RENT_INDEX_MIN_CONTRACTS, type RentIndex, type RentIndexCell, type RentIndexQuery } from '@rent/domain';
import { rentIndexProjection } from '@rent/projections';
import { withoutSmallResiduals } from './rent-index-residuals.js';

interface CellRow {
  region_soato: string;
  region_uz_latn: string;
  region_uz_cyrl: string;
  region_ru: string;
  district_soato: string | null;
  district_uz_latn: string | null;
  district_uz_cyrl: string | null;
  district_ru: string | null;
  property_use: RentIndexCell['propertyUse'];
  contracts: number;
  lower_quartile: number;
  median: number;
  upper_quartile: number;
  minimum_rate: number | null;
}

/** A quarter's first and last day: `2026-Q4` is 2026-10-01 to 2026-12-31. */
export function quarterDays(quarter: string): { first: string; last: string } {
  const year = Number(quarter.slice(0, 4));
  const q = Number(quarter.slice(6));
  const first = `${year}-${String(q * 3 - 2).padStart(2, '0')}-01`;
  const lastMonthEnd = new Date(Date.UTC(year, q * 3, 0));
  return { first, last: lastMonthEnd.toISOString().slice(0, 10) };
}

export const quarterOf = (date: string): string => `${date.slice(0, 4)}-Q${Math.ceil(Number(date.slice(5, 7)) / 3)}`;

/**
 * The figures of a cell: continuous quartiles of rent per m² (so'm a month), rounded to the tiyin. The
 * threshold is a HAVING of the same query, so a cell of fewer contracts never leaves the database: not
 * its figures, not its count, not that it exists.
 *
 * "In force in a quarter" means in force on the quarter's reference day: its last day, or today while
 * the quarter runs. A contract counts there when it was on record (approved; a later cancellation or
 * expiry keeps it in the quarters it was in force) and that day lies within its term, from its begin
 * date to its end date or the last day a cancellation left it in force. One day a quarter, so a contract
 * counts once, and a contract that leaves force today leaves the current quarter's figures at once.
 *
 * District and use are the cadastre's, as the minimum-rent rule reads them; the region is the one the
 * registration named, else the cadastre's.
 */
const CELLS = `
  WITH counted AS (
    SELECT coalesce(r.region_soato, o.region_soato) AS region_soato, o.district_soato, o.property_use,
           r.monthly_payment / r.area AS per_m2, r.minimum_rate
      FROM rent_index_contracts r
      JOIN cadastral_objects o ON o.cadastral_number = r.cadastral_number
     WHERE r.begin_date <= $1::date AND r.last_day >= $1::date
  ), cells AS (
    SELECT region_soato, district_soato, property_use, GROUPING(district_soato) = 1 AS whole_region,
           count(*)::int AS contracts,
           round(percentile_cont(0.25) WITHIN GROUP (ORDER BY per_m2)::numeric, 2)::float8 AS lower_quartile,
           round(percentile_cont(0.5) WITHIN GROUP (ORDER BY per_m2)::numeric, 2)::float8 AS median,
           round(percentile_cont(0.75) WITHIN GROUP (ORDER BY per_m2)::numeric, 2)::float8 AS upper_quartile,
           round(percentile_cont(0.5) WITHIN GROUP (ORDER BY minimum_rate)::numeric, 2)::float8 AS minimum_rate
      FROM counted
     WHERE region_soato IS NOT NULL
       AND ($2::text IS NULL OR region_soato = $2) AND ($3::text IS NULL OR property_use = $3)
     GROUP BY GROUPING SETS ((region_soato, property_use), (region_soato, district_soato, property_use))
    HAVING count(*) >= $4 AND (GROUPING(district_soato) = 1 OR district_soato IS NOT NULL)
  )
  SELECT c.region_soato, g.name_uz_latn AS region_uz_latn, g.name_uz_cyrl AS region_uz_cyrl, g.name_ru AS region_ru,
         CASE WHEN c.whole_region THEN NULL ELSE c.district_soato END AS district_soato,
         d.name_uz_latn AS district_uz_latn, d.name_uz_cyrl AS district_uz_cyrl, d.name_ru AS district_ru,
         c.property_use, c.contracts, c.lower_quartile, c.median, c.upper_quartile, c.minimum_rate
    FROM cells c
    JOIN regions g ON g.soato = c.region_soato
    LEFT JOIN districts d ON NOT c.whole_region AND d.soato = c.district_soato
   ORDER BY c.region_soato, c.property_use, c.whole_region DESC, c.district_soato`;

/** How long a computed index is kept, and how many are kept at most (the oldest goes first). */
const KEPT_MS = 5 * 60_000;
const KEPT_AT_MOST = 200;

/**
 * The open rent index of a quarter, read from the rent-index read model (projections/src/rent-index).
 * Anyone may ask for it, and a quarter's figures sort every contract then in force: an answer is kept and
 * given again while the read model stands where it stood (its checkpoint is part of the key, so a new
 * contract is never answered with the figures from before it), for a few minutes at most. Asked again
 * while it is being computed, the same computation answers both.
 */
@Injectable()
export class RentIndexQueryService {
  private readonly kept = new Map<string, { at: number; index: Promise<RentIndex> }>();

  constructor(private readonly db: DataSource) {}

  async read(query: RentIndexQuery, today: string): Promise<RentIndex> {
    const [checkpoint] = (await this.db.query(
      'SELECT position::text FROM projection_checkpoints WHERE projection = $1',
      [rentIndexProjection.name],
    )) as { position: string }[];
    const key = JSON.stringify([checkpoint?.position ?? null, today, query.quarter, query.region, query.use]);
    const found = this.kept.get(key);
    if (found && performance.now() - found.at < KEPT_MS) return found.index;
    const index = this.compute(query, today);
    this.kept.set(key, { at: performance.now(), index });
    index.catch(() => this.kept.delete(key));
    if (this.kept.size > KEPT_AT_MOST) this.kept.delete(this.kept.keys().next().value!);
    return index;
  }

  private async compute(query: RentIndexQuery, today: string): Promise<RentIndex> {
    const quarter = query.quarter ?? quarterOf(today);
    const { first, last } = quarterDays(quarter);
    const referenceDate = last < today ? last : today;
    const base = { quarter, referenceDate, minimumContracts: RENT_INDEX_MIN_CONTRACTS };
    // A quarter yet to come has no contracts in force.
    if (first > today) return { ...base, cells: [] };
    const rows: CellRow[] = await this.db.query(CELLS, [
      referenceDate,
      query.region ?? null,
      query.use ?? null,
      RENT_INDEX_MIN_CONTRACTS,
    ]);
    return {
      ...base,
      cells: withoutSmallResiduals(rows.map(cellOf(quarter)), RENT_INDEX_MIN_CONTRACTS),
    };
  }
}

/** A row of the cells' query as the API answers it. */
const cellOf =
  (quarter: string) =>
  (r: CellRow): RentIndexCell => ({
    quarter,
    regionSoato: r.region_soato,
    regionName: { 'uz-Latn': r.region_uz_latn, 'uz-Cyrl': r.region_uz_cyrl, ru: r.region_ru },
    districtSoato: r.district_soato,
    // A cadastral object's district is one of the classifier's (a foreign key): it has its names.
    districtName:
      r.district_soato === null
        ? null
        : { 'uz-Latn': r.district_uz_latn!, 'uz-Cyrl': r.district_uz_cyrl!, ru: r.district_ru! },
    propertyUse: r.property_use,
    contracts: r.contracts,
    lowerQuartile: r.lower_quartile,
    median: r.median,
    upperQuartile: r.upper_quartile,
    minimumRate: r.minimum_rate,
  });
