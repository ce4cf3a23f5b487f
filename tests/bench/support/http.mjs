// What the benchmarks share to speak to the API as a user does.

/**
 * The password, then the code the development SMS gateway received for the account's phone; answers the
 * token. The code goes with the sign-in cookie the first step set, as from the browser that asked.
 */
export async function signIn(base, type, login, password, phone) {
  let cookie = '';
  const post = (path, body) => fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
  const started = await post('/auth/login', { type, login, password });
  cookie = started.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const { challengeId } = await started.json();
  if (!challengeId) throw new Error(`sign-in refused: ${started.status}`);
  for (let i = 0; i < 100; i++) {
    const [latest] = await (await fetch(`${base}/dev/sms?phone=${phone}`)).json();
    const code = latest && /kodi (\d{6})/.exec(latest.text)?.[1];
    if (code) return (await (await post('/auth/login/confirm', { challengeId, code })).json()).token;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no sign-in code came');
}

/** The q-quantile of some timings, in ms with one decimal. */
export function quantile(times, q) {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
}

export const report = (name, value) => console.log(`${name.padEnd(64)} ${value}`);
