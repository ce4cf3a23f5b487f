import type { RegistryImport } from '@rent/domain';
import { apiUpload } from '@/api/upload';

/**
 * The registries an extract can be loaded into, as the API names them in its path (backend
 * registry-rows.ts REGISTRY_NAMES; the frontend keeps its own list, the backend being no dependency of it).
 */
export const REGISTRIES = [
  'taxpayers',
  'individuals',
  'cadastral-objects',
  'students',
  'vehicles',
  'districts',
] as const;
export type Registry = (typeof REGISTRIES)[number];

/** A load a worker has not finished: the history is read again while one is. */
export const isUnderWay = (load: Pick<RegistryImport, 'state'>): boolean =>
  load.state === 'waiting' || load.state === 'running';

/** How much of its file a load has read, 0 to 1 (a done one all of it; an empty file nothing to read). */
export function readShare(load: Pick<RegistryImport, 'state' | 'bytes' | 'readBytes'>): number {
  if (load.state === 'done') return 1;
  return load.bytes > 0 ? Math.min(1, load.readBytes / load.bytes) : 0;
}

/** Why a file was refused, as the import words it: `line 3, field tin: <problem>`. */
export interface ImportRefusal {
  line: number;
  field: string | null;
  problem: string;
}

/** The line, field and problem of a refused file's error; null for an error that names no line (storage, a crash). */
export function importRefusal(error: string | null): ImportRefusal | null {
  const m = error ? /^line (\d+)(?:, field ([^:]+))?: ([\s\S]*)$/.exec(error) : null;
  return m ? { line: Number(m[1]), field: m[2] ?? null, problem: m[3]! } : null;
}

/**
 * The CSV sent as the body itself (`POST /api/operator/registries/{registry}/imports`, text/csv, its name
 * URI-encoded in X-File-Name), telling how much has gone (0 to 1); answers the load, waiting for a worker.
 */
export const uploadExtract = (registry: Registry, file: File, onProgress: (sent: number) => void) =>
  apiUpload<RegistryImport>(
    `/operator/registries/${registry}/imports`,
    file,
    { 'Content-Type': 'text/csv', 'X-File-Name': encodeURIComponent(file.name) },
    onProgress,
  );
