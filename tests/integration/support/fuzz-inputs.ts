/**
 * Malformed input for the fuzz test: values that break a field, texts that break a whole body, and a
 * seeded generator that picks among them, so every run sends the same requests.
 */

/** mulberry32: a small seeded generator; the same seed gives the same sequence on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` distinct picks of `items`, in the generator's order (all of them when there are fewer). */
export function sample<T>(random: () => number, items: readonly T[], count: number): T[] {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

/** An object with an own `__proto__` key, as JSON.parse makes one (a literal would set the prototype instead). */
const ownKey = (key: string, value: unknown): Record<string, unknown> =>
  JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(value)}}`) as Record<string, unknown>;

/** Arrays nested `depth` deep around a value. */
const nested = (depth: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
};

/**
 * Values to put in any one field of an otherwise valid body, by kind: a field is tried with one of each
 * kind, so every field meets a wrong type, an edge number, a text PostgreSQL cannot store, an odd text,
 * a huge text and a structure, whatever the seed.
 */
export const FIELD_VALUE_KINDS: Readonly<Record<string, readonly unknown[]>> = {
  'wrong type': [null, true, false, 0, -1, 1.5, '', ' ', [], {}, [1, 2], { a: 1 }, ['x'], [{}], '1', 'true', 'null'],
  // numbers at and past the edges of JSON, of doubles and of PostgreSQL's integers
  'edge number': [
    1e308,
    -1e308,
    5e-324,
    2 ** 53,
    2 ** 53 + 2,
    2 ** 63,
    -(2 ** 63),
    32767,
    32768,
    -32769,
    2147483647,
    2147483648,
    -2147483649,
    1e21,
    0.001,
    0.005,
    1.0000000001,
    -0,
    Number('99999999999999.99'),
    1e15,
    Number('12345678901234567890'),
  ],
  // what no PostgreSQL text or jsonb value can hold
  'unstorable text': ['\u0000', 'a\u0000b', '\u0000'.repeat(50), '\ud800', 'x\udfffy', '301234567\u0000'],
  // texts XML or a renderer cannot take, or reads otherwise than meant; injections of every kind
  'odd text': [
    '\uffff',
    '\ufffe',
    '\u0001\u0002\u001f',
    '\u007f',
    '\u0085',
    '\u202eevil',
    'a\u200bb',
    '\u2028\u2029',
    '\u00a0',
    '\t',
    '\r\n',
    'e\u0301',
    '😀',
    '\u{10ffff}',
    '١٢٣٤٥٦٧٨٩',
    '３０１２３４５６７',
    '31012850123453 ',
    ' 301234567',
    "' OR '1'='1",
    '"; DROP TABLE events; --',
    '%00',
    '%',
    '_',
    '\\',
    '${7*7}',
    '{{7*7}}',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    'NaN',
    'Infinity',
    '-Infinity',
    '1e309',
    '-0',
    '0x10',
    '2026-02-30',
    '2026-13-01',
    '0000-01-01',
    '9999-12-31',
    '+275760-09-13',
    '2026-11-20T00:00:00Z',
  ],
  'huge text': ['x'.repeat(257), 'x'.repeat(5000), 'ы'.repeat(2000), '𝒜'.repeat(2000), 'x'.repeat(90_000)],
  // structure where a value is expected
  structure: [
    nested(50),
    ownKey('__proto__', { polluted: true }),
    ownKey('constructor', { prototype: { polluted: true } }),
    { toString: 1, valueOf: 2 },
    Array.from({ length: 1000 }, (_, i) => i),
  ],
};

/** One value of each kind, picked by the generator. */
export const fieldValues = (random: () => number): unknown[] =>
  Object.values(FIELD_VALUE_KINDS).flatMap((values) => sample(random, values, 1));

/** Whole bodies that are not what any route takes, as raw JSON text (or not JSON at all). */
export const RAW_BODIES: readonly string[] = [
  '',
  'null',
  '0',
  '"text"',
  '[]',
  '[{}]',
  '{',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  JSON.stringify(ownKey('__proto__', { polluted: true })),
  '{"constructor":{"prototype":{"polluted":true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
  JSON.stringify({ a: 'x'.repeat(200_000) }),
  JSON.stringify(Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]))),
];

/** Bytes that are not UTF-8 (a JSON body must be). */
export const INVALID_UTF8 = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]);

/**
 * A text percent-encoded for a URL, as encodeURIComponent does, except that an unpaired surrogate (which
 * encodeURIComponent refuses) is sent as the three bytes it would take were it a character: not UTF-8.
 */
export function percentEncode(text: string): string {
  return text.replace(/[\s\S]/gu, (ch) => {
    const unit = ch.charCodeAt(0);
    if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(ch);
  });
}

/**
 * Paths of every leaf and branch of a JSON value (`[]` is the whole value, and is left out). Of an object
 * of more than three texts alone (a download’s column headings) only the first two are taken: the others are
 * read by the same schema, and each would cost a whole request.
 */
export function fieldPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const own: (string | number)[][] = prefix.length ? [prefix] : [];
  if (Array.isArray(value)) return [...own, ...value.flatMap((v, i) => fieldPaths(v, [...prefix, i]))];
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    const alike = entries.length > 3 && entries.every(([, v]) => typeof v === 'string');
    return [...own, ...(alike ? entries.slice(0, 2) : entries).flatMap(([k, v]) => fieldPaths(v, [...prefix, k]))];
  }
  return own;
}

/** A deep copy of `body` with the value at `path` replaced (or added, when it was missing). */
export function withField(body: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(body)) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path.at(-1)!] = value;
  return copy;
}
