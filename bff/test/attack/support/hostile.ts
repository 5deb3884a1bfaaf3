import fc from 'fast-check';

/**
 * Hostile input as raw JSON text, so it can carry what JSON.stringify never writes: 1e309, NaN, duplicated keys,
 * `__proto__` as a plain key, lone surrogates. Sizes stay under the 1 MB JSON limit (the limit itself is tested in
 * the sweep), so the handlers, not the body limit, meet them.
 */

const HUGE_STRING = JSON.stringify('a'.repeat(300_000));
const HUGE_ARRAY = JSON.stringify(Array.from({ length: 30_000 }, () => '2026-10-01'));
const DEEP_ARRAY = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
const COMBINING = JSON.stringify(`e${'\u0301'.repeat(5_000)}`);

export const BAD_DATES = [
  '2026-02-30',
  '9999-12-31',
  '0000-00-00',
  '2026-13-01',
  '2026-00-10',
  '2026-1-1',
  '2026-02-29',
  '2028-02-29',
  '1969-12-31',
  '2399-06-01',
  '+275760-09-13',
  '-000001-01-01',
  '2026-06-01T00:00:00Z',
  '2026-06-01 ',
  '２０２６-０６-０１',
];

/** Hand-picked values every field meets now and then. */
const PICKED: readonly string[] = [
  'null',
  'true',
  'false',
  '0',
  '-0',
  '-1',
  '1.5',
  '1e309',
  '-1e309',
  '1e-400',
  '9007199254740993',
  '2147483648',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '01',
  '"NaN"',
  '"1e309"',
  '"-0"',
  '""',
  '"   "',
  '"\\u0000"',
  '"a\\u0000b"',
  '"\\ud800"',
  '"x\\udfffy"',
  '"\\u202Eevil\\u202C"',
  // Terminal escapes: ESC (an OSC that retitles the terminal) and CSI as one C1 byte; text fields refuse both.
  '"Anna\\u001b]0;pwned\\u0007"',
  '"Anna\\u009b31m"',
  '"a\\u2066b\\u2069"',
  '"\\u200F\\u200E"',
  '"\\ufeff"',
  '"😀🚐👨‍👩‍👧‍👦"',
  COMBINING,
  '"\' OR 1=1 --"',
  '"../../../../etc/passwd"',
  '"<script>alert(1)</script>"',
  '"__proto__"',
  '"constructor"',
  '"00000000-0000-0000-0000-000000000000"',
  '"not-an-id"',
  '[]',
  '{}',
  '[null]',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  JSON.stringify(BAD_DATES),
  // One impossible or out-of-horizon date alone, so it is not refused for its neighbours' sake.
  ...BAD_DATES.map((d) => JSON.stringify([d])),
  HUGE_STRING,
  HUGE_ARRAY,
  DEEP_ARRAY,
  DEEP_OBJECT,
  ...BAD_DATES.map((d) => JSON.stringify(d)),
];

/** Any hostile value, as JSON text. */
export const hostileValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...PICKED) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map((s) => JSON.stringify(s)) },
  { weight: 1, arbitrary: fc.double().map((n) => String(Number.isFinite(n) ? n : 'NaN')) },
  { weight: 1, arbitrary: fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }).map(String) },
);

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** A JSON object body as ordered entries of key and raw value text, so keys can repeat. */
export type Entries = [key: string, raw: string][];

export function render(entries: Entries): string {
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;
}

export function toEntries(value: Record<string, unknown>): Entries {
  return Object.entries(value).map(([k, v]) => [k, JSON.stringify(v)]);
}

export type Mutation =
  | { op: 'set'; pick: number; raw: string }
  | { op: 'drop'; pick: number }
  | { op: 'duplicate'; pick: number; raw: string; hostileFirst: boolean }
  | { op: 'extra'; key: string; raw: string }
  /** Inside an array field: replace one element, or add one (e.g. one impossible date among good ones). */
  | { op: 'element'; pick: number; index: number; raw: string; add: boolean };

/** Mutations whose new values come from `values` (hostile values, plus other people's ids where the test has them). */
export function mutationArb(values: fc.Arbitrary<string>): fc.Arbitrary<Mutation> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.record({ op: fc.constant('set' as const), pick: fc.nat(), raw: values }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('drop' as const), pick: fc.nat() }) },
    {
      weight: 2,
      arbitrary: fc.record({
        op: fc.constant('duplicate' as const),
        pick: fc.nat(),
        raw: values,
        hostileFirst: fc.boolean(),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        op: fc.constant('element' as const),
        pick: fc.nat(),
        index: fc.nat(),
        raw: fc.oneof(values, fc.constantFrom(...BAD_DATES.map((d) => JSON.stringify(d)))),
        add: fc.boolean(),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        op: fc.constant('extra' as const),
        key: fc.oneof(
          fc.constantFrom(...PROTOTYPE_KEYS, 'admin', 'id', 'user_id', 'rol'),
          fc.string({ maxLength: 12 }),
        ),
        raw: fc.oneof(values, fc.constant('{"admin":true}'), fc.constant('true')),
      }),
    },
  );
}

/** `entries` with `m` applied; a pick beyond the entries wraps around (no entries: set/duplicate add a field). */
export function applyMutation(entries: Entries, m: Mutation): Entries {
  const at = entries.length === 0 ? -1 : ('pick' in m ? m.pick : 0) % entries.length;
  const key = at >= 0 ? (entries[at]?.[0] ?? 'veld') : 'veld';
  switch (m.op) {
    case 'set':
      return at < 0 ? [[key, m.raw]] : entries.map((e, i) => (i === at ? [e[0], m.raw] : e));
    case 'drop':
      return entries.filter((_, i) => i !== at);
    case 'duplicate': {
      const original = at >= 0 ? (entries[at]?.[1] ?? 'null') : 'null';
      const pair: Entries = m.hostileFirst
        ? [
            [key, m.raw],
            [key, original],
          ]
        : [
            [key, original],
            [key, m.raw],
          ];
      return [...entries.filter((_, i) => i !== at), ...pair];
    }
    case 'extra':
      return [...entries, [m.key, m.raw]];
    case 'element':
      return entries.map((e, i) => (i === at ? [e[0], withElement(e[1], m)] : e));
  }
}

function withElement(raw: string, m: { index: number; raw: string; add: boolean }): string {
  let items: unknown;
  try {
    items = JSON.parse(raw);
  } catch {
    return raw;
  }
  if (!Array.isArray(items)) return raw;
  let texts: string[];
  try {
    texts = items.map((item) => JSON.stringify(item));
  } catch {
    // A value nested deeper than the stack (DEEP_ARRAY as a field) cannot be re-serialised here: leave it as is.
    return raw;
  }
  const at = texts.length === 0 ? 0 : m.index % texts.length;
  if (m.add || texts.length === 0) texts.splice(at, 0, m.raw);
  else texts[at] = m.raw;
  return `[${texts.join(',')}]`;
}

/** Whole bodies that are not a JSON object at all, or not JSON. */
export const RAW_BODIES: readonly { label: string; text: string | Uint8Array }[] = [
  { label: 'empty', text: '' },
  { label: 'whitespace', text: ' \n\t ' },
  { label: 'null', text: 'null' },
  { label: 'array', text: '[]' },
  { label: 'string', text: '"hallo"' },
  { label: 'number 1e309', text: '1e309' },
  { label: 'NaN text', text: 'NaN' },
  { label: 'undefined', text: 'undefined' },
  { label: 'truncated', text: '{"a":' },
  { label: 'unclosed string', text: '{"a":"b' },
  { label: 'two objects', text: '{"a":1}{"b":2}' },
  { label: 'trailing comma', text: '{"a":1,}' },
  { label: 'single quotes', text: "{'a':1}" },
  { label: 'BOM', text: '\uFEFF{}' },
  { label: 'prototype only', text: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}' },
  { label: 'deep array', text: DEEP_ARRAY },
  { label: 'deep object', text: DEEP_OBJECT },
  { label: 'binary garbage', text: new Uint8Array([0xff, 0xfe, 0x00, 0x7b, 0xc3, 0x28, 0xa0, 0xa1]) },
  {
    label: 'invalid UTF-8 inside a string',
    text: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
  },
];

export const CONTENT_TYPES: readonly (string | null)[] = [
  'application/json',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/json, text/plain',
  null,
];

/** Strings that are not ids, for path parameters (encoded when placed in the URL). */
export const NOT_IDS: readonly string[] = [
  '1',
  '-1',
  '0',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  "' OR 1=1 --",
  '../../etc/passwd',
  '..',
  '%',
  'a'.repeat(2_000),
  '😀',
  '\u202E',
  '\u0000',
  '9999-12-31',
  '00000000-0000-0000-0000-000000000000',
];

/** Path segments sent as-is (already percent-encoded, some of it invalid). */
export const RAW_SEGMENTS: readonly string[] = ['%E0%A4%A', '%00', '%2e%2e', '%ZZ', '%F0%9F%98'];
