import fc from 'fast-check';
import { literalSegmentsOf, pathSpellings } from '#server/security/support/path-spellings.ts';
import type { JsonSchema, Operation, Parameter } from './openapi.ts';
import { definitelyInvalid, invalid, type Json, NASTY_STRINGS, validish } from './values.ts';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** Which part of the request is certainly wrong (or, for `path`, certainly names nothing). */
  fault: string;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Raw (already URL-encoded or deliberately broken) path segments that name no real row. */
const RAW_SEGMENTS = [
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f',
  '%00',
  'a%00b',
  '%ZZ',
  '%',
  '%C0%AE%C0%AE',
  '%F0%9F%A5%8A',
  '-1',
  'NaN',
  '1e309',
  '0x7fffffff',
  '%20',
  '%20%20%20',
];

const pathSegment = fc.oneof(
  fc.constantFrom(...RAW_SEGMENTS),
  fc.constant('9'.repeat(5_000)),
  fc.constantFrom(...NASTY_STRINGS.filter((s) => s !== '')).map(encodeSegment),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).map(encodeSegment),
  fc.uuid(),
);

function encodeSegment(v: string): string {
  try {
    return encodeURIComponent(v);
  } catch {
    // Lone surrogates cannot be encoded; send their replacement instead.
    return encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
}

const RAW_JSON = [
  '{',
  '{"a":',
  '[1,2',
  'NaN',
  '{"x": NaN}',
  "{'a':1}",
  '\u0000',
  '{"a":1}}',
  '',
  'undefined',
  '{"a":"\\ud800"',
];
const BAD_CONTENT_TYPES = [
  'application/xml',
  'text/html',
  'application/x-www-form-urlencoded',
  'text/csv',
  'image/png',
  'foo/bar',
  'application/octet-stream',
];
const OVERSIZED = JSON.stringify({ a: 'A'.repeat(1_100_000) });
/** Small in bytes, deep enough to overflow a recursive walk of the parsed value. */
const DEEP_JSON = [
  `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
];

const JUNK_QUERY = [
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  'a=%00',
  'b=%ZZ',
  '%=%',
  '&&&',
  'c[]=1&c[]=2',
  `d=${'x'.repeat(3_000)}`,
  'e=%F0%9F%A5%8A',
  "f=' OR 1=1--",
];

const junkQuery = fc.subarray(JUNK_QUERY, { maxLength: 3 });

/** Query strings arrive as text; a value only "certainly fails" if coercion cannot rescue it. */
function queryDefinitelyInvalid(s: JsonSchema, v: string): boolean {
  const branches = s.anyOf ?? s.oneOf;
  if (branches && branches.length > 0) return branches.every((b) => queryDefinitelyInvalid(b, v));
  if (s.enum) return !s.enum.includes(v);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === 'integer' || type === 'number') {
    if (v.trim() === '') return false;
    const n = Number(v);
    if (Number.isNaN(n)) return true;
    if (type === 'integer' && !Number.isInteger(n)) return true;
    return (s.minimum !== undefined && n < s.minimum) || (s.maximum !== undefined && n > s.maximum);
  }
  if (type === 'string') return definitelyInvalid(s, v);
  return false;
}

function invalidQueryValue(s: JsonSchema): fc.Arbitrary<string> | null {
  const candidates = [
    'zz not valid zz',
    'abc',
    '1.5',
    '-1',
    '0',
    '1e309',
    'NaN',
    String((s.maximum ?? 0) + 1),
    String((s.minimum ?? 0) - 1),
    'x'.repeat((s.maxLength ?? 0) + 1),
    ...NASTY_STRINGS,
  ].filter((c) => queryDefinitelyInvalid(s, c));
  return candidates.length > 0 ? fc.constantFrom(...candidates) : null;
}

const toQueryValue = (v: Json): string => (typeof v === 'string' ? v : JSON.stringify(v));

function queryArbitrary(params: Parameter[], broken: Parameter | null): fc.Arbitrary<[string, string][]> {
  const parts = params.map((p) => {
    if (p === broken) {
      const bad = invalidQueryValue(p.schema);
      const options: fc.Arbitrary<[string, string][]>[] = [];
      if (bad) options.push(bad.map((v) => [[p.name, v]]));
      // Two different values for one key arrive as an array where a scalar is expected.
      options.push(
        fc.constant([
          [p.name, 'zz1'],
          [p.name, 'zz2'],
        ]),
      );
      if (p.required) options.push(fc.constant([]));
      return fc.oneof(...options);
    }
    const value = validish(p.schema).map((v): [string, string][] => [[p.name, toQueryValue(v)]]);
    return p.required ? value : fc.option(value, { nil: [] as [string, string][] });
  });
  return fc.tuple(...parts).map((lists) => lists.flat());
}

/** Whether breaking this parameter certainly invalidates the request. */
function breakable(p: Parameter): boolean {
  const scalar = p.schema.type !== undefined && p.schema.type !== 'array';
  return p.required || scalar || invalidQueryValue(p.schema) !== null;
}

/** Generator of malformed requests for one operation; every one carries at least one fault. */
export function requestArbitrary(op: Operation): fc.Arbitrary<FuzzRequest> {
  const faults: fc.Arbitrary<string>[] = [];
  const bodyMethod = BODY_METHODS.has(op.method);
  const badBody = op.body ? invalid(op.body) : null;
  if (bodyMethod) faults.push(fc.constantFrom('invalid-json', 'content-type', 'oversized', 'deep-json'));
  if (badBody) faults.push(fc.constant('body'), fc.constant('body'));
  if (op.query.some(breakable)) faults.push(fc.constant('query'));
  if (op.pathParams.length > 0) faults.push(fc.constant('path'), fc.constant('path'));
  // Read-only operations with no inputs still get junk query strings and odd headers.
  if (faults.length === 0) faults.push(fc.constant('junk-query'));
  const breakableQuery = op.query.filter(breakable);

  return fc.oneof(...faults).chain((fault) => {
    const broken =
      fault === 'query' ? fc.constantFrom(...breakableQuery) : fc.constant<Parameter | null>(null);
    const segments = fc.tuple(...op.pathParams.map(() => pathSegment));
    const body: fc.Arbitrary<{ payload?: string; contentType?: string }> =
      fault === 'body' && badBody
        ? badBody.map((v) => ({ payload: JSON.stringify(v), contentType: 'application/json' }))
        : fault === 'invalid-json'
          ? fc.constantFrom(...RAW_JSON).map((payload) => ({ payload, contentType: 'application/json' }))
          : fault === 'content-type'
            ? fc
                .tuple(fc.constantFrom(...BAD_CONTENT_TYPES), fc.constantFrom('a=1', '<x/>', '{}', '\u0000'))
                .map(([contentType, payload]) => ({ payload, contentType }))
            : fault === 'oversized'
              ? fc.constant({ payload: OVERSIZED, contentType: 'application/json' })
              : fault === 'deep-json'
                ? fc
                    .constantFrom(...DEEP_JSON)
                    .map((payload) => ({ payload, contentType: 'application/json' }))
                : op.body
                  ? validish(op.body).map((v) => ({
                      payload: JSON.stringify(v),
                      contentType: 'application/json',
                    }))
                  : fc.constant({});
    return fc
      .tuple(
        broken.chain((b) => queryArbitrary(op.query, b)),
        segments,
        body,
        junkQuery,
        // Half the requests spell their path another way (docs/decisions/0015-access-by-route.md).
        fc.option(fc.nat(), { nil: undefined, freq: 2 }),
      )
      .map(([query, segs, b, junk, spelling]) => {
        let i = 0;
        const plain = op.path.replace(/\{[^}]+\}/g, () => segs[i++] ?? 'x');
        const spellings = pathSpellings(plain, literalSegmentsOf(op.path.replace(/\{[^}]+\}/g, ':p')));
        const path = spelling === undefined ? plain : (spellings[spelling % spellings.length]?.url ?? plain);
        const search = [new URLSearchParams(query).toString(), ...junk].filter(Boolean).join('&');
        const headers: Record<string, string> = {};
        if (b.contentType) headers['content-type'] = b.contentType;
        const req: FuzzRequest = {
          method: op.method,
          url: search ? `${path}?${search}` : path,
          headers,
          ...(b.payload !== undefined ? { payload: b.payload } : {}),
          fault,
        };
        // Counterexamples are printed on failure; keep megabyte payloads out of the report.
        Object.defineProperty(req, fc.toStringMethod, { value: () => summarize(req) });
        return req;
      });
  });
}

/** One line naming a request, with long parts cut. */
export function summarize(req: FuzzRequest): string {
  const cut = (v: string, n: number) => (v.length > n ? `${v.slice(0, n)}…(${v.length} chars)` : v);
  const type = req.headers['content-type'] ? ` content-type=${req.headers['content-type']}` : '';
  const body = req.payload === undefined ? '' : ` body=${JSON.stringify(cut(req.payload, 160))}`;
  return `${req.method} ${cut(req.url, 200)} [${req.fault}]${type}${body}`;
}
