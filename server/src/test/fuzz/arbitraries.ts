/** fast-check arbitraries for hostile JSON: what a broken client or an attacker might send. */
import fc from 'fast-check';

const SNIPPETS = [
  "' OR 1=1 --",
  "'; DROP TABLE players; --",
  'Robert"); DELETE FROM games; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  '../../../../etc/passwd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, literally.
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\ud800',
  'a\udc00b',
  '\u202e\u200b\ufeff',
  '🀄🀅🀆'.repeat(50),
  'x'.repeat(5000),
  ' ',
  '',
  'null',
  'NaN',
  '-1',
  '-0',
  '1e400',
  '1e309',
  '2147483648',
];

export const hostileString = fc.oneof(
  fc.constantFrom(...SNIPPETS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 8 }),
);

export const hostileNumber = fc.oneof(
  fc.constantFrom(
    -1,
    -0,
    0.5,
    -4,
    4,
    99,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    1e308,
    -1e308,
    5e-324,
  ),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

export const hostilePrimitive = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));

/** Any JSON value, biased towards the hostile primitives above. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostilePrimitive },
  { weight: 1, arbitrary: fc.array(hostilePrimitive, { maxLength: 6 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostilePrimitive, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

type Json = Record<string, unknown>;

function withPath(body: Json, path: string[], value: unknown | typeof REMOVE): Json {
  const [head, ...rest] = path;
  if (head === undefined) return body;
  const copy: Json = Array.isArray(body) ? ([...body] as unknown as Json) : { ...body };
  if (rest.length === 0) {
    if (value === REMOVE) delete copy[head];
    else copy[head] = value;
  } else {
    copy[head] = withPath((copy[head] ?? {}) as Json, rest, value);
  }
  return copy;
}

const REMOVE = Symbol('remove');

/** Every path to a leaf or a container of a JSON body (objects and arrays alike). */
function paths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const own = Object.keys(value).flatMap((key) => paths((value as Json)[key], [...prefix, key]));
  return prefix.length === 0 ? own : [prefix, ...own];
}

/**
 * Bodies derived from a valid one: a field replaced by a hostile value, a field missing, an extra
 * field, or the whole body replaced. Callers keep only those their schema refuses.
 */
export function mutatedBody(valid: Json): fc.Arbitrary<unknown> {
  const all = paths(valid).filter((path) => path.length > 0);
  const variants: fc.Arbitrary<unknown>[] = [
    hostileValue,
    fc
      .record({ key: hostileString, value: hostileValue })
      .map(({ key, value }) => ({ ...valid, [key]: value })),
  ];
  if (all.length > 0) {
    const path = fc.constantFrom(...all);
    variants.push(fc.tuple(path, hostileValue).map(([p, value]) => withPath(valid, p, value)));
    variants.push(path.map((p) => withPath(valid, p, REMOVE)));
  }
  return fc.oneof(...variants);
}

/**
 * Percent-encodes text for a URL, lone surrogates included (encodeURIComponent throws on those): they
 * are written as the three bytes a careless encoder would send, which are not valid UTF-8.
 */
export function percentEncode(value: string): string {
  let encoded = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0xd800 || code > 0xdfff) encoded += encodeURIComponent(char);
    else {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    }
  }
  return encoded;
}

/** A path segment that cannot name a row (ids are whole numbers), percent-encoded for the URL. */
export const hostileSegment = hostileString
  .filter((value) => value.length > 0 && !/^\s*\d+\s*$/.test(value))
  .map(percentEncode);
