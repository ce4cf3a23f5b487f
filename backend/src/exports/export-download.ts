import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { ConflictException, NotFoundException } from '@nestjs/common';
import type { Response } from 'express';
import { type ExportStatus, MessageKeys } from '@rent/domain';
import { isUuid } from '../http/correlation-id.js';
import type { Principal } from '../http/principal.js';
import { ownerOf } from './export-starter.js';
import { type ExportRecord, type ExportSource, ExportStore } from './export-store.js';
import { FORMAT_FILES } from './format-files.js';

/**
 * Following and fetching a download, the same on each route that serves them (a party's lists, the
 * staff's search): found only by the one who asked for it, and only on its own source's route; to anyone
 * else it does not exist.
 */
export async function ownExport(
  store: ExportStore,
  principal: Principal,
  id: string,
  source: ExportSource,
): Promise<ExportRecord> {
  const record = isUuid(id) ? await store.find(id, ownerOf(principal), source) : null;
  if (!record) throw new NotFoundException();
  return record;
}

export const statusOf = ({ id, format, filename, state, done, total }: ExportRecord): ExportStatus => ({
  id,
  format,
  filename,
  state,
  done,
  total,
});

/** The finished file, sent chunk by chunk as it was stored; one not yet written is 409. */
export async function sendExport(store: ExportStore, record: ExportRecord, res: Response): Promise<void> {
  if (record.state !== 'done')
    throw new ConflictException({ code: 'EXPORT_NOT_READY', message: MessageKeys.exportNotReady });
  res.setHeader('Content-Type', FORMAT_FILES[record.format].mediaType);
  res.setHeader('Content-Disposition', `attachment; filename="${record.filename}"`);
  res.setHeader('Content-Length', String(record.size ?? 0));
  res.setHeader('Cache-Control', 'no-store');
  await pipeline(Readable.from(store.chunks(record.id)), res);
}
