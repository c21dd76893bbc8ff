// Malformed requests generated from the server's OpenAPI document (GET /api/v2/openapi.json), for
// the malformed-request suite: packages/server/test/http/malformed-requests.test.ts runs 5,000 of
// them in npm test, bench/malformed.mjs 100,000 over HTTP. Each request takes one operation of the
// document and breaks one thing about it; a server that answers any of them with a 5xx, or drops
// the connection, fails.

/** Every way a request is broken, with how often it is picked (the heavy ones more rarely). */
export const MUTATIONS = [
  ['wrong type', 10],
  ['missing field', 10],
  ['extra field', 10],
  ['null', 8],
  ['huge number', 8],
  ['100 kB string', 4],
  ['NUL', 10],
  ['emoji and RTL', 10],
  ['nested 1,000 deep', 6],
  ['100,000-item array', 2],
  ['invalid JSON', 8],
  ['wrong content type', 8],
  ['2 MB body', 1],
];

/** A small deterministic random source (mulberry32), so a run can be repeated from its seed. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WRONG_TYPES = [true, 42, 'text', [], {}, -1.5];
const HUGE_NUMBERS = ['1e400', '-1e400', '9007199254740993', '1e-400', '123456789012345678901234567890'];
const EMOJI_RTL = ['👩🏽‍🍳☕️🇦🇺', 'مرحبا بالعالم', '\u202eevil\u202c', 'שלום 👋🏽', 'Z̷̢͎a̵l̶g̷o̸'];
const CONTROL = ['a\u0000b', '\u0000', 'x\u001b[31m', 'tab\u0007bell', '\u007f'];

function resolve(doc, schema) {
  let node = schema;
  for (let i = 0; node && node.$ref && i < 10; i++) {
    node = node.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((at, key) => at?.[key], doc);
  }
  return node ?? {};
}

/** A plausible value for a JSON schema: the shape the operation expects, so a mutation is the only fault. */
export function sampleOf(doc, schema, depth = 0) {
  const node = resolve(doc, schema);
  if (depth > 8) return null;
  if ('const' in node) return node.const;
  if (node.enum) return node.enum[0];
  const options = node.anyOf ?? node.oneOf;
  if (options) return sampleOf(doc, options[0], depth + 1);
  if (node.allOf) return Object.assign({}, ...node.allOf.map((part) => sampleOf(doc, part, depth + 1)));
  const type = Array.isArray(node.type) ? node.type.find((t) => t !== 'null') : node.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(node.properties ?? {}).map(([key, value]) => [key, sampleOf(doc, value, depth + 1)]),
      );
    case 'array':
      return node.prefixItems
        ? node.prefixItems.map((item) => sampleOf(doc, item, depth + 1))
        : [sampleOf(doc, node.items ?? {}, depth + 1)];
    case 'integer':
    case 'number':
      return node.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      return node.format === 'email' ? 'someone@example.com' : 'sample';
    default:
      return null;
  }
}

/** The operations of the document: method, path, role (from the path's prefix), body schema. */
export function operationsOf(doc) {
  const operations = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      // A logout admits the call and ends the session the rest of the run signs with.
      if (path.endsWith('/logout') || path.endsWith('/openapi.json')) continue;
      const content = operation.requestBody?.content ?? {};
      const role = /^\/api\/v2\/(business|staff|customer)\//.exec(path)?.[1];
      operations.push({
        method: method.toUpperCase(),
        path,
        role,
        multipart: 'multipart/form-data' in content,
        body: content['application/json']?.schema ?? content['multipart/form-data']?.schema,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      });
    }
  }
  return operations;
}

/** The paths to every leaf of a value, so a mutation can pick one field to break. */
function fieldPaths(value, at = []) {
  if (value === null || typeof value !== 'object') return [at];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  if (entries.length === 0) return [at];
  return [[...at], ...entries.flatMap(([key, v]) => fieldPaths(v, [...at, key]))];
}

function setAt(value, path, next) {
  if (path.length === 0) return next;
  const copy = Array.isArray(value) ? [...value] : { ...value };
  copy[path[0]] = setAt(value?.[path[0]], path.slice(1), next);
  return copy;
}

function removeAt(value, path) {
  if (path.length === 0) return undefined;
  if (path.length === 1) {
    if (Array.isArray(value)) return value.filter((_, i) => i !== path[0]);
    const { [path[0]]: _removed, ...rest } = value;
    return rest;
  }
  return { ...value, [path[0]]: removeAt(value[path[0]], path.slice(1)) };
}

function pickWeighted(random) {
  const total = MUTATIONS.reduce((sum, [, weight]) => sum + weight, 0);
  let at = random() * total;
  for (const [name, weight] of MUTATIONS) {
    at -= weight;
    if (at < 0) return name;
  }
  return MUTATIONS[0][0];
}

const pick = (random, items) => items[Math.floor(random() * items.length)];

/**
 * A JSON text with one field replaced by raw JSON text (numbers JSON.stringify cannot write, such
 * as 1e400), or the value itself as JSON.
 */
function jsonWithRaw(value, path, raw) {
  const marker = '"__raw_marker__"';
  return JSON.stringify(setAt(value, path, '__raw_marker__')).replace(marker, raw);
}

/** One broken request for an operation: `{ method, url, headers, payload, mutation }`. */
export function malformedRequest(doc, operation, random, tokens) {
  const mutation = pickWeighted(random);
  const headers = {};
  const token = operation.role && tokens[operation.role];
  if (token) headers.authorization = `Bearer ${token}`;
  const sample = operation.body ? sampleOf(doc, operation.body) : {};
  const paths = fieldPaths(sample);
  const field = pick(random, paths);
  let payload;
  let contentType = 'application/json';
  switch (mutation) {
    case 'wrong type':
      payload = JSON.stringify(setAt(sample, field, pick(random, WRONG_TYPES)));
      break;
    case 'missing field':
      payload = JSON.stringify(removeAt(sample, field) ?? {});
      break;
    case 'extra field':
      payload =
        random() < 0.2
          ? JSON.stringify(sample).replace(/^\{/, '{"__proto__": {"admin": true}, ')
          : JSON.stringify({ ...sample, [`unexpected${Math.floor(random() * 1000)}`]: 'extra' });
      break;
    case 'null':
      payload = JSON.stringify(field.length === 0 && random() < 0.5 ? null : setAt(sample, field, null));
      break;
    case 'huge number':
      payload = jsonWithRaw(sample, field, pick(random, HUGE_NUMBERS));
      break;
    case '100 kB string':
      payload = JSON.stringify(setAt(sample, field, 'x'.repeat(100_000)));
      break;
    case 'NUL':
      payload = JSON.stringify(setAt(sample, field, pick(random, CONTROL)));
      break;
    case 'emoji and RTL':
      payload = JSON.stringify(setAt(sample, field, pick(random, EMOJI_RTL)));
      break;
    case 'nested 1,000 deep':
      payload =
        random() < 0.5 ? '['.repeat(1000) + ']'.repeat(1000) : '{"a":'.repeat(1000) + '1' + '}'.repeat(1000);
      break;
    case '100,000-item array':
      payload = JSON.stringify(
        setAt(
          sample,
          field,
          Array.from({ length: 100_000 }, (_, i) => i),
        ),
      );
      break;
    case 'invalid JSON':
      payload = pick(random, [
        '{"a": ',
        '{a: 1}',
        "{'a': 1}",
        '[1, 2',
        '{"a": 1,}',
        '\u0000',
        'nul',
        '{"a": "\\ud800"}',
      ]);
      break;
    case 'wrong content type':
      contentType = pick(random, [
        'text/plain',
        'application/xml',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=latin1',
        'image/png',
      ]);
      payload = contentType.startsWith('multipart') ? '--x\r\nbroken' : 'a=1&b=<x/>';
      break;
    case '2 MB body':
      payload = JSON.stringify({ ...sample, padding: 'x'.repeat(2 * 1024 * 1024) });
      break;
  }
  if (operation.method === 'GET') {
    // A GET reads its query: the same fault goes there, the body is left out.
    const value = encodeURIComponent(payload.slice(0, 2000));
    const name = pick(random, operation.query.length > 0 ? operation.query : ['offset', 'limit', 'x']);
    return {
      method: 'GET',
      url: `${operation.path}?${name}=${value}`,
      headers,
      payload: undefined,
      mutation,
    };
  }
  headers['content-type'] = contentType;
  return { method: operation.method, url: operation.path, headers, payload, mutation };
}

/** `count` broken requests spread over every operation, from `seed`. */
export function* malformedRequests(doc, { count, seed = 1, tokens = {} }) {
  const random = seededRandom(seed);
  const operations = operationsOf(doc);
  for (let i = 0; i < count; i++) {
    yield malformedRequest(doc, operations[i % operations.length], random, tokens);
  }
}
