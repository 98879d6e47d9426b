// Hostile input for the services' property tests (fast-check): random JSON, wrong types, huge and
// unicode strings, prototype-pollution keys, and a check that nothing reached Object.prototype.
import fc from 'fast-check';

// CI replays one known sequence (FC_SEED, set by .ci/run) so a landing never depends on the draw; other runs
// explore new inputs and print the seed of any failure, to replay it with FC_SEED.
if (process.env.FC_SEED) fc.configureGlobal({ seed: Number(process.env.FC_SEED) });

/** Short strings of any code points, lone surrogates and control characters included. */
export const text = fc.string({ unit: 'binary', maxLength: 40 });
/** Any JSON value. */
export const junk = fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' });

/** A value that is often right for a field and often not. */
export const field = (...plausible: fc.Arbitrary<unknown>[]) =>
  fc.oneof(
    { weight: 1, arbitrary: junk },
    { weight: 1, arbitrary: text },
    ...plausible.map((arbitrary) => ({ weight: 12, arbitrary })),
  );

/** A body: random JSON of any shape, or an object with the endpoint's fields holding random values. */
export const body = (fields: Record<string, fc.Arbitrary<unknown>>, requiredKeys: string[] = []) =>
  fc.oneof({ weight: 1, arbitrary: junk }, { weight: 6, arbitrary: fc.record(fields, { requiredKeys }) });

/** Keys that pollute prototypes when input is merged or assigned into objects naively. */
export const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/**
 * JSON text of an object whose keys include a polluting one holding `{"polluted": …}` (a JavaScript object
 * literal cannot carry an own `__proto__` key through JSON.stringify, so the text is built here).
 */
export const pollutingJson = (fields: Record<string, fc.Arbitrary<unknown>> = {}) =>
  fc
    .tuple(fc.constantFrom(...POLLUTING_KEYS), fc.record(fields, { requiredKeys: [] }), fc.boolean())
    .map(([key, rest, nested]) => {
      const poison = nested ? `{"prototype":{"polluted":true},"polluted":true}` : `{"polluted":true}`;
      const others = Object.entries(rest).map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value)}`);
      return `{${[`${JSON.stringify(key)}:${poison}`, ...others].join(',')}}`;
    });

/**
 * Query-string values as clients (and attackers) send them: plausible ones, random unicode, very long ones,
 * repeated keys (parsed as arrays) and bracketed keys (parsed as objects, `__proto__` included). A long value
 * stays under 4,000 characters, so that three of them and a token fit Node's 16 KB limit on a request's head:
 * beyond it Node answers 431 before the route runs, which is not what the properties are about.
 */
export const queryParameter = (name: string, ...plausible: fc.Arbitrary<string>[]) =>
  fc.oneof(
    ...plausible.map((arbitrary) => ({ weight: 6, arbitrary: arbitrary.map((v) => `${name}=${encode(v)}`) })),
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }).map((v) => `${name}=${encode(v)}`) },
    { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 4_000 }).map((n) => `${name}=${'x'.repeat(n)}`) },
    { weight: 1, arbitrary: fc.tuple(text, text).map(([a, b]) => `${name}=${encode(a)}&${name}=${encode(b)}`) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '').map((v) => `${name}=${v}`) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...POLLUTING_KEYS, 'a', '0'), text)
        .map(([key, value]) => `${name}[${key}]=${encode(value)}&__proto__[polluted]=1`),
    },
  );

/** URI-encodes lone surrogates too (encodeURIComponent throws on them), as a hostile client could send. */
function encode(value: string): string {
  return [...value]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return `%${char.charCodeAt(0).toString(16).padStart(4, '0').slice(0, 2)}`;
      }
    })
    .join('');
}

/** What Object.prototype holds now; compare with `expect(prototypeNames()).toEqual(before)` after the run. */
export function prototypeNames(): string[] {
  return Object.getOwnPropertyNames(Object.prototype).sort();
}
