import fc from 'fast-check';
import type { JsonSchema } from './openapi.ts';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Strings that have broken web apps before: injection, traversal, control and odd unicode. */
export const NASTY_STRINGS = [
  "'; DROP TABLE profiles; --",
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '" onmouseover="x',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\u202eevil',
  '𝕐𝕠𝕕 🥊🔥',
  'Z̷̢̛a̵l̶g̸o̴',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, literally.
  '${7*7}',
  '{{7*7}}',
  '\r\nSet-Cookie: x=1',
  ' ',
  '',
];

export const HUGE_STRING = 'A'.repeat(100_000);

export const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constant(HUGE_STRING) },
);

const oddNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 1.5, -2_147_483_649, 2_147_483_648, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value at all, biased to the shapes that trip servers. */
export const anyJson: fc.Arbitrary<Json> = fc.oneof(
  nastyString,
  oddNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant<Json>([]),
  fc.constant<Json>({}),
  fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
);

const types = (s: JsonSchema): string[] =>
  s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];

function stringFor(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'date-time')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  if (s.format === 'date')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (s.format === 'uri' || s.format === 'url') return fc.constantFrom('https://example.com/a.png');
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern, 'u'), { maxLength: s.maxLength ?? 60 });
    } catch {
      // An expression fast-check cannot generate from: fall through to plain strings.
    }
  }
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? 60, 200);
  return nastyString.map((v) => {
    const padded = v.length < min ? v + 'a'.repeat(min - v.length) : v;
    return padded.length > max ? padded.slice(0, max) : padded;
  });
}

function numberFor(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lo = Math.max(s.minimum ?? s.exclusiveMinimum ?? -1_000_000, -1_000_000);
  const hi = Math.min(s.maximum ?? s.exclusiveMaximum ?? 1_000_000, 1_000_000);
  return integer
    ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
    : fc.double({ min: lo, max: hi, noNaN: true });
}

/** Best-effort valid values: the other parts of a request stay plausible so one fault is what fails. */
export function validish(s: JsonSchema, depth = 0): fc.Arbitrary<Json> {
  if (depth > 4) return fc.constant(null);
  const branches = s.anyOf ?? s.oneOf;
  if (branches && branches.length > 0) return fc.oneof(...branches.map((b) => validish(b, depth + 1)));
  if (s.allOf?.[0]) return validish(s.allOf[0], depth + 1);
  if (s.enum && s.enum.length > 0) return fc.constantFrom(...(s.enum as Json[]));
  if (s.const !== undefined) return fc.constant(s.const as Json);
  const ts = types(s);
  const options: fc.Arbitrary<Json>[] = [];
  if (s.nullable || ts.includes('null')) options.push(fc.constant(null));
  for (const t of ts) {
    if (t === 'string') options.push(stringFor(s));
    else if (t === 'integer') options.push(numberFor(s, true));
    else if (t === 'number') options.push(numberFor(s, false));
    else if (t === 'boolean') options.push(fc.boolean());
    else if (t === 'array')
      options.push(
        fc.array(validish(s.items ?? {}, depth + 1), {
          minLength: s.minItems ?? 0,
          maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, 5)),
        }),
      );
    else if (t === 'object') options.push(objectFor(s, depth));
  }
  if (options.length === 0) return s.properties ? objectFor(s, depth) : anyJson;
  return options.length === 1 ? options[0]! : fc.oneof(...options);
}

function objectFor(s: JsonSchema, depth: number): fc.Arbitrary<Json> {
  const props = s.properties ?? {};
  const shape = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, validish(v, depth + 1)]));
  const required = (s.required ?? []).filter((k) => k in props);
  return fc.record(shape, { requiredKeys: required }) as fc.Arbitrary<Json>;
}

const jsonType = (v: Json): string =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'object' ? 'object' : typeof v;

/**
 * True only when `v` certainly fails `s` (no coercion in JSON bodies is assumed). Conservative:
 * unknown constraints (patterns, refinements) count as satisfiable, so a request built from a
 * definitely-invalid part can never be a valid one that changes data.
 */
export function definitelyInvalid(s: JsonSchema, v: Json): boolean {
  const branches = s.anyOf ?? s.oneOf;
  if (branches && branches.length > 0) return branches.every((b) => definitelyInvalid(b, v));
  if (s.allOf && s.allOf.length > 0) return s.allOf.some((b) => definitelyInvalid(b, v));
  if (v === null && (s.nullable || types(s).includes('null'))) return false;
  if (s.enum) return !s.enum.some((e) => JSON.stringify(e) === JSON.stringify(v));
  if (s.const !== undefined) return JSON.stringify(s.const) !== JSON.stringify(v);
  const ts = types(s);
  if (ts.length === 0) return false;
  const actual = jsonType(v);
  const fits = ts.some((t) =>
    t === 'integer' || t === 'number'
      ? actual === 'number'
      : t === 'object'
        ? actual === 'object'
        : t === actual,
  );
  if (!fits) return true;
  if (typeof v === 'string') {
    // Trimming schemas may shorten a string; only non-space excess is a sure violation.
    if (s.maxLength !== undefined && v.trim().length > s.maxLength) return true;
    if (s.format && v === 'zz not valid zz') return true;
    if (s.pattern && v === v.trim() && !safeTest(s.pattern, v)) return true;
    return false;
  }
  if (typeof v === 'number') {
    if (ts.includes('integer') && !ts.includes('number') && !Number.isInteger(v)) return true;
    if (s.minimum !== undefined && v < s.minimum) return true;
    if (s.maximum !== undefined && v > s.maximum) return true;
    return false;
  }
  if (Array.isArray(v)) {
    if (s.maxItems !== undefined && v.length > s.maxItems) return true;
    if (s.minItems !== undefined && v.length < s.minItems) return true;
    return false;
  }
  if (v !== null && typeof v === 'object') {
    const props = s.properties ?? {};
    if ((s.required ?? []).some((k) => !(k in v))) return true;
    return Object.entries(v).some(([k, val]) => props[k] !== undefined && definitelyInvalid(props[k]!, val));
  }
  return false;
}

/** JSON Schema patterns follow unicode-mode RegExp; one we cannot compile counts as satisfied. */
function safeTest(pattern: string, v: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(v);
  } catch {
    return true;
  }
}

/** Values that break a schema: wrong types, out of range, missing or broken fields. */
export function invalid(s: JsonSchema, depth = 0): fc.Arbitrary<Json> | null {
  const candidates: fc.Arbitrary<Json>[] = [
    anyJson,
    fc.constant('zz not valid zz'),
    fc.constant('A'.repeat(5_000)),
    fc.constantFrom(-1, 1.5, 1e308, -1e308, 2_147_483_648),
  ];
  if (s.maxLength !== undefined) candidates.push(fc.constant('x'.repeat(s.maxLength + 1 + (depth % 7))));
  if (s.maximum !== undefined && s.maximum < Number.MAX_SAFE_INTEGER)
    candidates.push(fc.constant(s.maximum + 1));
  if (s.minimum !== undefined && s.minimum > -Number.MAX_SAFE_INTEGER)
    candidates.push(fc.constant(s.minimum - 1));
  if (s.maxItems !== undefined)
    candidates.push(fc.constant(Array.from({ length: s.maxItems + 1 }, () => 'x')));
  const props = s.properties ?? {};
  const keys = Object.keys(props);
  if (keys.length > 0 && depth < 3) {
    const base = objectFor(s, depth) as fc.Arbitrary<Record<string, Json>>;
    const required = (s.required ?? []).filter((k) => k in props);
    if (required.length > 0)
      candidates.push(
        fc.tuple(base, fc.constantFrom(...required)).map(([o, k]) => {
          const copy = { ...o };
          delete copy[k];
          return copy;
        }),
      );
    for (const key of keys) {
      const bad = invalid(props[key]!, depth + 1);
      if (bad) candidates.push(fc.tuple(base, bad).map(([o, b]) => ({ ...o, [key]: b })));
    }
  }
  const arbitrary = fc.oneof(...candidates).filter((v) => definitelyInvalid(s, v));
  return probe(arbitrary) ? arbitrary : null;
}

/** Whether a filtered arbitrary can produce anything at all (some schemas accept every value). */
function probe(arbitrary: fc.Arbitrary<Json>): boolean {
  try {
    fc.sample(arbitrary, { numRuns: 1, seed: 1 });
    return true;
  } catch {
    return false;
  }
}
