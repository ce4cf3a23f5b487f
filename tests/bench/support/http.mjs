// What the benchmarks share to speak to the API as a user does, and to hand their figures on.
import { appendFileSync } from 'node:fs';

/**
 * The password, then the code the development SMS gateway received for the account's phone; answers the
 * token. The code goes with the sign-in cookie the first step set, as from the browser that asked. Only a
 * message that came after the password counts: a database the benchmarks reuse keeps older ones.
 */
export async function signIn(base, type, login, password, phone) {
  let cookie = '';
  const post = (path, body) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
  const messages = async () => (await fetch(`${base}/dev/sms?phone=${phone}`)).json();
  const seen = new Set((await messages()).map((m) => m.id));
  const started = await post('/auth/login', { type, login, password });
  cookie = started.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const { challengeId } = await started.json();
  if (!challengeId) throw new Error(`sign-in refused: ${started.status}`);
  for (let i = 0; i < 100; i++) {
    const code = (await messages())
      .filter((m) => !seen.has(m.id))
      .map((m) => /kodi (\d{6})/.exec(m.text)?.[1])
      .find(Boolean);
    if (code) {
      const confirmed = await post('/auth/login/confirm', { challengeId, code });
      const { token } = await confirmed.json();
      if (!token) throw new Error(`sign-in code refused: ${confirmed.status}`);
      return token;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no sign-in code came');
}

/** The q-quantile of some timings, in ms with one decimal. */
export function quantile(times, q) {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
}

/**
 * Prints a figure. When BENCH_FIGURES names a file (npm run bench does), the figure is added to it as one
 * JSON line, `data` holding the numbers behind the printed value (`figure` names the row of the table
 * scripts/bench.mjs prints that they belong to), so every file's figures reach the one table.
 */
export function report(name, value, data = {}) {
  console.log(`${name.padEnd(64)} ${value}`);
  if (process.env.BENCH_FIGURES)
    appendFileSync(process.env.BENCH_FIGURES, `${JSON.stringify({ name, value, ...data })}\n`);
}
