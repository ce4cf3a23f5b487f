import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  type BhmAmount,
  type BhmValue,
  DomainError,
  type LocalDate,
  MessageKeys,
  type MinimumRate,
  minimumRatePerM2,
  type MinimumRateTable,
  type PropertyUseCode,
  type RateSource,
  type RegionalCoefficient,
  type ServiceKindCode,
  type TaxRate,
  type SettlementZoneCode,
} from '@rent/domain';
import type { CadastralObject } from './cadastral-object.entity.js';

const num = (v: string | number) => Number(v);

/** A rate's source in the three languages (rate-sources.migration.ts), as the API names it. */
const SOURCE_COLUMNS = 'source_uz_latn, source_uz_cyrl, source_ru';
interface SourceRow {
  source_uz_latn: string;
  source_uz_cyrl: string;
  source_ru: string;
}
const sourceOf = (r: SourceRow): RateSource => ({
  'uz-Latn': r.source_uz_latn,
  'uz-Cyrl': r.source_uz_cyrl,
  ru: r.source_ru,
});

/** Reads the reference figures of the minimum-rent rule, BHM and the tax rate (reference-data.migration.ts). */
@Injectable()
export class RatesService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The rate of the latest year not after the date's year (a year without its own table keeps the last
   * one, as 2026 keeps the 2025 law; a date before the first table takes the first), times the district's
   * or else the region's coefficient in force. An object without cadastral-zone data is refused (spec §5).
   */
  async minimumRate(
    object: Pick<CadastralObject, 'settlementZone' | 'propertyUse' | 'regionSoato' | 'districtSoato'>,
    date: LocalDate,
  ): Promise<MinimumRate> {
    if (!object.settlementZone)
      throw new DomainError('NO_CADASTRAL_ZONE', MessageKeys.noCadastralZone, 'invalid', 'cadastralNumber');
    // The zone's rate and the most specific coefficient in force at the date (the district's, else the
    // region's, else 1) in one statement: every registration of premises asks.
    const soatos = [object.districtSoato, object.regionSoato].filter((s): s is string => !!s);
    const [rate] = await this.db.query<({ year: number; amount: string; coefficient: string | null } & SourceRow)[]>(
      `SELECT r.year, r.amount, ${SOURCE_COLUMNS},
              (SELECT c.coefficient FROM regional_rent_coefficients c
                WHERE c.soato = ANY($4) AND c.valid_from <= $5
                ORDER BY length(c.soato) DESC, c.valid_from DESC LIMIT 1) AS coefficient
         FROM minimum_rent_rates r
        WHERE r.settlement_zone = $1 AND r.property_use = $2
        ORDER BY r.year <= $3 DESC, CASE WHEN r.year <= $3 THEN -r.year ELSE r.year END LIMIT 1`,
      [object.settlementZone, object.propertyUse, Number(date.slice(0, 4)), soatos, date],
    );
    // The table is seeded with every zone and use; a missing row is broken reference data, not bad input.
    if (!rate) throw new Error(`minimum_rent_rates has no row for ${object.settlementZone} ${object.propertyUse}`);
    const coefficient = rate.coefficient === null ? 1 : num(rate.coefficient);
    return {
      year: rate.year,
      settlementZone: object.settlementZone,
      propertyUse: object.propertyUse,
      baseRate: num(rate.amount),
      coefficient,
      ratePerM2: minimumRatePerM2(num(rate.amount), coefficient),
      source: sourceOf(rate),
    };
  }

  /** The per-vehicle minimum monthly rent of a class at a date (the latest year's, as for premises). */
  async minimumVehicleRate(vehicleClass: string, date: LocalDate): Promise<number> {
    const [rate] = await this.db.query<{ amount: string }[]>(
      `SELECT amount FROM vehicle_rent_rates WHERE vehicle_class = $1
        ORDER BY year <= $2 DESC, CASE WHEN year <= $2 THEN -year ELSE year END LIMIT 1`,
      [vehicleClass, Number(date.slice(0, 4))],
    );
    if (!rate) throw new Error(`vehicle_rent_rates has no row for ${vehicleClass}`);
    return num(rate.amount);
  }

  /** The BHM in force at a date, or null before the first one on record. */
  async bhm(date: LocalDate): Promise<BhmAmount | null> {
    const [row] = await this.db.query<{ valid_from: string; amount: string }[]>(
      `SELECT to_char(valid_from, 'YYYY-MM-DD') AS valid_from, amount FROM bhm_amounts WHERE valid_from <= $1 ORDER BY valid_from DESC LIMIT 1`,
      [date],
    );
    return row ? { validFrom: row.valid_from, amount: num(row.amount) } : null;
  }

  /** Every BHM on record with the day it took effect, oldest first: a month's invoice converts at its own. */
  async bhmValues(): Promise<BhmValue[]> {
    const rows = await this.db.query<{ valid_from: string; amount: string }[]>(
      `SELECT to_char(valid_from, 'YYYY-MM-DD') AS valid_from, amount FROM bhm_amounts ORDER BY valid_from`,
    );
    return rows.map((r) => ({ validFrom: r.valid_from, amount: num(r.amount) }));
  }

  /** The personal income tax on an individual's rent income, percent, as in force at a date. */
  async incomeTaxPercent(date: LocalDate): Promise<number> {
    const [row] = await this.db.query<{ percent: string }[]>(
      `SELECT percent FROM tax_rates WHERE code = 'INDIVIDUAL_RENT_INCOME' AND valid_from <= $1
        ORDER BY valid_from DESC LIMIT 1`,
      [date],
    );
    // Seeded from before the portal's first day (tax-rate-history.migration.ts).
    if (!row) throw new Error(`tax_rates has no INDIVIDUAL_RENT_INCOME rate in force on ${date}`);
    return num(row.percent);
  }

  /** Every tax rate in force at a date, each with its day and the act that set it. */
  async taxRates(date: LocalDate): Promise<TaxRate[]> {
    const rows = await this.db.query<{ code: string; valid_from: string; percent: string; source: string }[]>(
      `SELECT DISTINCT ON (code) code, to_char(valid_from, 'YYYY-MM-DD') AS valid_from, percent, source
         FROM tax_rates WHERE valid_from <= $1 ORDER BY code, valid_from DESC`,
      [date],
    );
    return rows.map((r) => ({ code: r.code, validFrom: r.valid_from, percent: num(r.percent), source: r.source }));
  }

  /**
   * The monthly rent above which a form asks the lessor to confirm the sum, as in force at a date (each
   * value from its own day, approved under four eyes: reference-changes.ts).
   */
  async rentConfirmationThreshold(date: LocalDate): Promise<number> {
    const [row] = await this.db.query<{ amount: string }[]>(
      `SELECT amount FROM rent_confirmation_thresholds WHERE valid_from <= $1 ORDER BY valid_from DESC LIMIT 1`,
      [date],
    );
    // Seeded from before the portal's first day (rent-confirmation-thresholds.migration.ts).
    if (!row) throw new Error(`rent_confirmation_thresholds has no value in force on ${date}`);
    return num(row.amount);
  }

  /**
   * The services switched off at a date (none before the first list on record): each list, approved under
   * four eyes, holds from its own day until the next.
   */
  async servicesOff(date: LocalDate): Promise<ServiceKindCode[]> {
    const [row] = await this.db.query<{ services: ServiceKindCode[] }[]>(
      `SELECT services FROM services_off WHERE valid_from <= $1 ORDER BY valid_from DESC LIMIT 1`,
      [date],
    );
    return row?.services ?? [];
  }

  /** The raising coefficients in force at a date, a region's or a district's each, by SOATO. */
  async regionalCoefficients(date: LocalDate): Promise<RegionalCoefficient[]> {
    const rows = await this.db.query<
      {
        soato: string;
        valid_from: string;
        coefficient: string;
        source: string;
        latn: string;
        cyrl: string;
        ru: string;
      }[]
    >(
      `SELECT DISTINCT ON (c.soato) c.soato, to_char(c.valid_from, 'YYYY-MM-DD') AS valid_from, c.coefficient, c.source,
              p.name_uz_latn AS latn, p.name_uz_cyrl AS cyrl, p.name_ru AS ru
         FROM regional_rent_coefficients c
         JOIN (SELECT soato, name_uz_latn, name_uz_cyrl, name_ru FROM regions
               UNION ALL SELECT soato, name_uz_latn, name_uz_cyrl, name_ru FROM districts) p ON p.soato = c.soato
        WHERE c.valid_from <= $1
        ORDER BY c.soato, c.valid_from DESC`,
      [date],
    );
    return rows.map((r) => ({
      soato: r.soato,
      name: { 'uz-Latn': r.latn, 'uz-Cyrl': r.cyrl, ru: r.ru },
      validFrom: r.valid_from,
      coefficient: num(r.coefficient),
      source: r.source,
    }));
  }

  /** The whole minimum-rate table, newest year first, for the reference page. */
  async minimumRateTable(): Promise<MinimumRateTable> {
    const [rates, vehicles] = await Promise.all([
      this.db.query<
        ({
          year: number;
          settlement_zone: SettlementZoneCode;
          property_use: PropertyUseCode;
          amount: string;
        } & SourceRow)[]
      >(
        `SELECT year, settlement_zone, property_use, amount, ${SOURCE_COLUMNS} FROM minimum_rent_rates ORDER BY year DESC, property_use, settlement_zone`,
      ),
      this.db.query<({ year: number; vehicle_class: string; amount: string } & SourceRow)[]>(
        `SELECT year, vehicle_class, amount, ${SOURCE_COLUMNS} FROM vehicle_rent_rates ORDER BY year DESC, vehicle_class`,
      ),
    ]);
    return {
      premises: rates.map((r) => ({
        year: r.year,
        settlementZone: r.settlement_zone,
        propertyUse: r.property_use,
        amount: num(r.amount),
        source: sourceOf(r),
      })),
      vehicles: vehicles.map((r) => ({
        year: r.year,
        vehicleClass: r.vehicle_class,
        amount: num(r.amount),
        source: sourceOf(r),
      })),
    };
  }
}
