import { Controller, Get } from '@nestjs/common';
import { z } from 'zod';
import { type SearchRegion, searchRegionSchema } from '@rent/domain';
import { DataSource } from 'typeorm';
import { Answers } from '../http/answers.js';
import { Requires } from '../http/requires.js';

interface PlaceRow {
  soato: string;
  region_soato: string | null;
  name_uz_latn: string;
  name_uz_cyrl: string;
  name_ru: string;
}

const nameOf = (r: PlaceRow) => ({ 'uz-Latn': r.name_uz_latn, 'uz-Cyrl': r.name_uz_cyrl, ru: r.name_ru });

/** The staff's search of the register by region and district (issue 19, screen 1): the SOATO classifier's places. */
@Controller('operator/regions')
export class SearchRegionsController {
  constructor(private readonly db: DataSource) {}

  /** Every region, by the two digits its registration numbers carry, with its districts; a few hundred rows. */
  @Requires('searchContracts')
  @Answers.json(z.array(searchRegionSchema))
  @Get()
  async list(): Promise<SearchRegion[]> {
    const rows = (await this.db.query(
      `SELECT soato, NULL AS region_soato, name_uz_latn, name_uz_cyrl, name_ru FROM regions
       UNION ALL
       SELECT soato, region_soato, name_uz_latn, name_uz_cyrl, name_ru FROM districts
       ORDER BY soato`,
    )) as PlaceRow[];
    const regions = rows
      .filter((r) => r.region_soato === null)
      .map((r) => ({
        soato: r.soato,
        region: r.soato.slice(2),
        name: nameOf(r),
        districts: [] as SearchRegion['districts'],
      }));
    const bySoato = new Map(regions.map((r) => [r.soato, r]));
    for (const d of rows)
      if (d.region_soato) bySoato.get(d.region_soato)?.districts.push({ soato: d.soato, name: nameOf(d) });
    return regions.map(({ soato: _soato, ...region }) => region);
  }
}
