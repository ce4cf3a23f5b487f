import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { StaffExportRequest } from '@rent/domain';
import { cellPages, ExportLists } from '../exports/export-lists.js';
import { staffSearchCells, staffSearchHeadings, staffSearchPages } from './staff-search-export-rows.js';

/** The exports queue's job that writes a staff search's download. */
export const BUILD_STAFF_SEARCH_EXPORT = 'build-staff-search-export';

/** What the job writes: the search's filter and the screen's words (the format is the download's row's). */
export type StaffSearchExportRequest = Omit<StaffExportRequest, 'format'>;

/**
 * The staff's search of the register as one of the lists the exports queue writes (ExportLists): every
 * contract the search finds, newest first, as its rows show them.
 */
@Injectable()
export class StaffSearchExports implements OnModuleInit {
  constructor(
    private readonly lists: ExportLists,
    private readonly db: DataSource,
  ) {}

  onModuleInit(): void {
    this.lists.add(BUILD_STAFF_SEARCH_EXPORT, (request: StaffSearchExportRequest) => ({
      table: { title: request.labels.title, lang: request.lang, headings: staffSearchHeadings(request.labels) },
      pages: cellPages(staffSearchPages(this.db, request.filter), (c) => staffSearchCells(c, request.labels)),
    }));
  }
}
