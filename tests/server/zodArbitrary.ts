import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Values for a zod schema of the contract, for fuzzing: mostly of the
 * schema's shape (right keys, right types, strings that match the
 * schema's patterns and lengths more often than not), sometimes not. Only
 * the parts of zod v4 the contract uses are read; anything else gets any
 * JSON value. A refinement the schema checks in code (a Luhn digit, a
 * range of two fields) is not honoured: the values are valid-ish, which is
 * what finds the answers nobody planned for.
 */

/** Values the seed knows, by field name, so a generated call now and then reaches the handler's own rules. */
const KNOWN: Record<string, unknown[]> = {
  email: ['test.person@kund.example'],
  phone: ['070-174 06 10'],
  mobilePhone: ['070-174 06 10'],
  ssn: ['19811218-9876', '811218-9876', '19900101-9802'],
  zipCode: ['11120', '111 20', '72211', '99999'],
  areaCode: ['11120', '11152'],
  productId: [302016, 340030, 304001, 303001, 302047],
  addressId: ['addr-oskar-home', 'addr-gustav-home'],
  id: ['addr-oskar-home', 'cust-oskar'],
  flow: ['rfp', 'direct'],
  startTime: ['2026-03-18T12:00:00+01:00', '2026-03-18T08:00:00+01:00'],
  startDate: ['2026-03-01'],
  endDate: ['2026-03-31'],
  from: ['2026-01-01'],
  to: ['2026-12-31'],
  slug: ['fonsterputs', 'hem'],
  lang: ['sv', 'en'],
  configurationForm: [{ windowsOrdinary: 10, floors: '1' }, { jobDescription: 'Hang a lamp' }, { livingArea: 80, frequency: 'weekly', hours: 3 }],
  orderRef: ['no-such-order'],
};

/** Days and instants at and past the edges of what dates compute (four-digit years, leap days, the ends of the calendar). */
const DAY_EDGES = ['0000-01-01', '0001-01-01', '1899-12-31', '1900-01-01', '2024-02-29', '2025-02-29', '2200-12-31', '2201-01-01', '9999-12-31', '+010000-01-01', '2026-13-01', '2026-00-10'];
const INSTANT_EDGES = [
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00-14:00',
  '1899-12-31T23:59:59Z',
  '2200-12-31T23:59:59+14:00',
  '9999-12-31T23:59:59+14:00',
  '9999-12-31T23:59:59-14:00',
  '2026-03-18T24:00:00Z',
  '2026-03-29T02:30:00+01:00',
  '2026-10-25T02:30:00+02:00',
];
/** Field names that hold days or instants, whatever their schema says. */
const DAY_KEY = /(^|[a-z])(date|Date)$|^(from|to)$/;
const INSTANT_KEY = /(^|[a-z])(time|Time)$|^timestamp$/;

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
type Check = { check: string; format?: string; pattern?: RegExp; minimum?: number; maximum?: number; length?: number; value?: number; inclusive?: boolean };
const checksOf = (def: Def): Check[] => ((def.checks as { _zod: { def: Check } }[] | undefined) ?? []).map((check) => check._zod.def);

/** A string for a string schema: its pattern when fast-check can build one, else its length bounds. */
function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const patterns = [def.pattern as RegExp | undefined, ...checks.map((check) => check.pattern)].filter((pattern): pattern is RegExp => pattern instanceof RegExp);
  const min = Math.max(0, ...checks.filter((c) => c.check === 'min_length').map((c) => c.minimum ?? 0), ...checks.filter((c) => c.check === 'length_equals').map((c) => c.length ?? 0));
  const maxes = checks.filter((c) => c.check === 'max_length' || c.check === 'length_equals').map((c) => c.maximum ?? c.length ?? 0);
  const max = maxes.length > 0 ? Math.min(...maxes) : 60;
  const plain = fc.string({ minLength: Math.min(min, 60), maxLength: Math.max(Math.min(max, 60), Math.min(min, 60)) });
  const edges = def.format === 'date' ? DAY_EDGES : def.format === 'datetime' ? INSTANT_EDGES : [];
  for (const pattern of patterns) {
    try {
      const matching = fc.stringMatching(pattern);
      return edges.length > 0
        ? fc.oneof({ arbitrary: matching, weight: 3 }, { arbitrary: fc.constantFrom(...edges), weight: 2 }, { arbitrary: plain, weight: 1 })
        : fc.oneof({ arbitrary: matching, weight: 3 }, { arbitrary: plain, weight: 1 });
    } catch {
      // A pattern fast-check cannot build from (Unicode classes): plain strings then.
    }
  }
  return plain;
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const integer = checks.some((c) => c.check === 'number_format');
  const low = checks.find((c) => c.check === 'greater_than')?.value;
  const high = checks.find((c) => c.check === 'less_than')?.value;
  const min = low === undefined ? -1_000_000 : Math.max(low, -1_000_000_000);
  const max = high === undefined ? 1_000_000 : Math.min(high, 1_000_000_000);
  const inRange = integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true });
  return fc.oneof({ arbitrary: inRange, weight: 4 }, fc.constantFrom(0, -1, 1.5, 2 ** 53, -(2 ** 53), 1e308));
}

/** A value of `schema`'s shape (mostly); `depth` stops runaway recursion. */
export function arbitraryOf(schema: z.ZodType | unknown, key = '', depth = 0): fc.Arbitrary<unknown> {
  const known = [...(KNOWN[key] ?? []), ...(DAY_KEY.test(key) ? DAY_EDGES : []), ...(INSTANT_KEY.test(key) ? INSTANT_EDGES : [])];
  const own = shapeOf(schema, depth);
  return known.length > 0 ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 3 }, { arbitrary: own, weight: 1 }) : own;
}

function shapeOf(schema: unknown, depth: number): fc.Arbitrary<unknown> {
  if (depth > 8) return fc.constant(null);
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(arbitraryOf(def.innerType, '', depth + 1), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(arbitraryOf(def.innerType, '', depth + 1), { nil: null, freq: 3 });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return arbitraryOf(def.innerType, '', depth + 1);
    case 'pipe':
      // The input side is what a caller sends (a transform's output is the server's business).
      return arbitraryOf(def.in, '', depth + 1);
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((option) => arbitraryOf(option, '', depth + 1)));
    case 'array':
      return fc.array(arbitraryOf(def.element, '', depth + 1), { maxLength: 4 });
    case 'record':
      return fc.dictionary(
        arbitraryOf(def.keyType, '', depth + 1).map(String),
        arbitraryOf(def.valueType, '', depth + 1),
        { maxKeys: 4 },
      );
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const keys = Object.keys(shape);
      const required = keys.filter((name) => !['optional', 'default', 'prefault'].includes(defOf(shape[name]).type));
      return fc.record(Object.fromEntries(keys.map((name) => [name, arbitraryOf(shape[name], name, depth + 1)])), { requiredKeys: required });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values of the wrong kind for any field. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, -0.5, '', ' ', '0', 'null', 'NaN', '__proto__', 'constructor', '\u0000', '\ud800', '%00', '../..', '<script>', 'x'.repeat(5000), [], {}, [[[[]]]], { a: { b: { c: {} } } }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.double(),
  fc.array(fc.integer(), { maxLength: 50 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** One field of `value` (a known one mostly, else a new key) replaced by `wrong`; a value that is no object is replaced whole. */
function spoil(value: unknown, key: string, wrong: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return wrong;
  const keys = Object.keys(value);
  const target = keys.length > 0 && key.length % 2 === 0 ? keys[key.length % keys.length]! : key;
  return { ...value, [target]: wrong };
}

/**
 * Mostly the schema's shape (generated, or a typical call), sometimes with
 * one field of the wrong kind, sometimes anything at all.
 */
export function fuzzValue(schema: unknown): fc.Arbitrary<unknown> {
  const shaped = arbitraryOf(schema);
  const typical = fc.nat({ max: 1000 }).map((index) => typicalOf(schema, index));
  const spoiled = fc.tuple(fc.oneof(shaped, typical), fc.string({ maxLength: 12 }), wrongValue).map(([value, key, wrong]) => spoil(value, key, wrong));
  return fc.oneof({ arbitrary: shaped, weight: 4 }, { arbitrary: typical, weight: 3 }, { arbitrary: spoiled, weight: 3 }, { arbitrary: wrongValue, weight: 1 });
}

/**
 * Deterministic values of `schema`'s shape with every day field set to each
 * day edge, and every instant field to each instant edge, in turn (the
 * other fields a known value of their name, else one generated with a fixed
 * seed); none when the schema has no day or instant field. Edges like
 * `9999-12-31` are too rare among generated values to be found by chance.
 */
export function edgeCases(schema: unknown): unknown[] {
  const found = { time: false };
  const count = Math.max(DAY_EDGES.length, INSTANT_EDGES.length);
  const cases = Array.from({ length: count }, (_, index) => exampleOf(schema, '', index, 0, { edges: true, found }));
  return found.time ? cases : [];
}

/**
 * A typical call of the schema's shape: every field a known value of its
 * name (the seed's customer, address, product, a free slot), else one
 * generated with the seed `index`; optional fields on every other index.
 */
function typicalOf(schema: unknown, index: number): unknown {
  return exampleOf(schema, '', index, 0, { edges: false, found: { time: false } });
}

interface ExampleMode {
  /** Days and instants at the edges (else their known values). */
  edges: boolean;
  found: { time: boolean };
}

function exampleOf(schema: unknown, key: string, index: number, depth: number, mode: ExampleMode): unknown {
  const def = defOf(schema);
  const pick = <T>(values: readonly T[]) => values[index % values.length];
  if (mode.edges && (DAY_KEY.test(key) || (def.type === 'string' && def.format === 'date'))) {
    mode.found.time = true;
    return pick(DAY_EDGES);
  }
  if (mode.edges && (INSTANT_KEY.test(key) || (def.type === 'string' && def.format === 'datetime'))) {
    mode.found.time = true;
    return pick(INSTANT_EDGES);
  }
  const known = KNOWN[key];
  if (known) return pick(known);
  if (depth > 8) return null;
  const inner = (next: unknown) => exampleOf(next, key, index, depth + 1, mode);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
      return !mode.edges && index % 2 === 1 && depth > 0 ? undefined : inner(def.innerType);
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'union':
      return inner((def.options as unknown[])[0]);
    case 'array':
      return [inner(def.element)];
    case 'object':
      return Object.fromEntries(Object.entries(def.shape as Record<string, unknown>).map(([name, child]) => [name, exampleOf(child, name, index, depth + 1, mode)]));
    default:
      return fc.sample(shapeOf(schema, depth), { numRuns: 1, seed: index })[0];
  }
}
