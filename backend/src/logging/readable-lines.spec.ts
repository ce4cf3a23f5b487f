import { describe, expect, it } from '@jest/globals';
import { readableLine } from './readable-lines.js';

// A developer's terminal reads one line per entry (npm start), not JSON.
describe('a log line as a developer reads it', () => {
  const at = new Date(2026, 10, 27, 12, 4, 31).getTime();

  it('a request: time, level, method, path, status and time taken, then its correlation id', () => {
    const json = JSON.stringify({
      level: 30,
      time: at,
      pid: 1,
      hostname: 'h',
      msg: 'request',
      method: 'GET',
      path: '/api/contracts',
      status: 200,
      ms: 12,
      correlationId: 'c-1',
    });
    expect(readableLine(json)).toBe('12:04:31 INFO  request GET /api/contracts 200 12ms correlationId=c-1');
  });

  it('any other entry: its message and fields, objects as JSON, an error with its stack on the lines below', () => {
    const json = JSON.stringify({
      level: 40,
      time: at,
      msg: 'projector listener lost',
      code: '57P01',
      detail: { attempt: 2 },
    });
    expect(readableLine(json)).toBe('12:04:31 WARN  projector listener lost code=57P01 detail={"attempt":2}');
    const failed = JSON.stringify({
      level: 50,
      time: at,
      msg: 'shutdown failed',
      err: { type: 'Error', message: 'x', stack: 'Error: x\n    at f' },
    });
    expect(readableLine(failed)).toBe('12:04:31 ERROR shutdown failed\nError: x\n    at f');
  });

  it('a line that is not JSON passes as it is', () => {
    expect(readableLine('Demo logins:')).toBe('Demo logins:');
  });
});
