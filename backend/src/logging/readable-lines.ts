import { Writable } from 'node:stream';

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields every line has, shown in their own places rather than as key=value. */
const OWN = new Set(['level', 'time', 'pid', 'hostname', 'msg']);

/**
 * One JSON log line as a person reads it in a terminal: the time, the level, the message, then the other
 * fields as key=value (objects as JSON). A request line reads `12:04:31 INFO  request GET /api/contracts
 * 200 12ms`. A line that is not JSON passes unchanged.
 */
export function readableLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const time = new Date(Number(entry.time)).toTimeString().slice(0, 8);
  const level = (LEVELS[Number(entry.level)] ?? String(entry.level)).padEnd(5);
  const { method, path, status, ms, ...rest } = entry;
  const request = entry.msg === 'request' ? ` ${String(method)} ${String(path)} ${String(status)} ${String(ms)}ms` : '';
  const fields = Object.entries(entry.msg === 'request' ? rest : entry)
    .filter(([key]) => !OWN.has(key))
    .map(([key, value]) => {
      if (key === 'err' && value && typeof value === 'object' && 'stack' in value) return `\n${String(value.stack)}`;
      return ` ${key}=${typeof value === 'object' ? JSON.stringify(value) : String(value)}`;
    })
    .join('');
  return `${time} ${level} ${String(entry.msg ?? '')}${request}${fields}`;
}

/** Where a development process writes its log: each JSON line made readable (readableLine), to stdout. */
export function readableStdout(): Writable {
  let partial = '';
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) if (line) process.stdout.write(`${readableLine(line)}\n`);
      done();
    },
  });
}
