import { Controller, Get, Header, Inject, Query } from '@nestjs/common';
import {
  RENT_INDEX_DICTIONARY,
  type RentIndex,
  type RentIndexDictionary,
  rentIndexDictionarySchema,
  type RentIndexQuery,
  rentIndexQuerySchema,
  rentIndexSchema,
  tashkentDate,
} from '@rent/domain';
import { CLOCK, type Clock } from '../clock/clock.js';
import { Answers } from '../http/answers.js';
import { Public } from '../http/principal.js';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { rentIndexCsv } from './rent-index-csv.js';
import { RentIndexQueryService } from './rent-index.query.js';

/** Open data changes as contracts do; a few minutes' cache spares the database a crowd of readers. */
const CACHED = 'public, max-age=300';

/**
 * The open rent index (issue 21), open to anyone at stable addresses: the figures as JSON and as CSV, and
 * the data dictionary that describes both.
 */
@Controller('open-data')
export class RentIndexController {
  constructor(
    private readonly index: RentIndexQueryService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Public()
  @Get('rent-index')
  @Header('Cache-Control', CACHED)
  @Answers.json(rentIndexSchema)
  json(@Query(new ZodPipe(rentIndexQuerySchema)) query: RentIndexQuery): Promise<RentIndex> {
    return this.index.read(query, tashkentDate(this.clock.now()));
  }

  @Public()
  @Get('rent-index.csv')
  @Header('Cache-Control', CACHED)
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="rent-index.csv"')
  @Answers.file('text/csv')
  async csv(@Query(new ZodPipe(rentIndexQuerySchema)) query: RentIndexQuery): Promise<string> {
    const { cells } = await this.index.read(query, tashkentDate(this.clock.now()));
    return rentIndexCsv(cells);
  }

  @Public()
  @Get('rent-index/dictionary')
  @Header('Cache-Control', 'public, max-age=3600')
  @Answers.json(rentIndexDictionarySchema)
  dictionary(): RentIndexDictionary {
    return RENT_INDEX_DICTIONARY;
  }
}
