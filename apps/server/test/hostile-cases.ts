// The hostile requests of hostile-input.test.ts and bench/hostile.ts, built from the OpenAPI
// document: one request per (operation, parameter or field, hostile value), plus broken bodies.

export interface HostileRequest {
  method: string;
  url: string;
  body?: string;
  contentType?: string;
  label: string;
}

type Schema = { type?: string; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; enum?: unknown[] };
type Param = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: Schema };
type Operation = { parameters?: Param[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };

const deep = (n: number): unknown => (n === 0 ? 'x' : { a: deep(n - 1) });

/** Values for a JSON field. */
export const JSON_VALUES: [string, unknown][] = [
  ['NUL', 'a\u0000b'],
  ['lone surrogate', 'a\ud800b'],
  ['2^31', 2 ** 31],
  ['-1', -1],
  ['1e308', 1e308],
  ['huge string', 'ก'.repeat(100_000)],
  ['object', { a: 1 }],
  ['array', ['x', 1]],
  ['boolean', true],
  ['null', null],
  ['deep', deep(60)],
];

/** Values for a path segment or a query value, URL-encoded as a browser would send them. */
export const URL_VALUES: [string, string][] = [
  ['NUL', '%00'],
  ['lone surrogate bytes', '%ED%A0%80'],
  ['2^31', '2147483648'],
  ['-1', '-1'],
  ['1e308', '1e308'],
  ['huge', 'x'.repeat(5_000)],
  ['bracket object', '%5Bobject%5D'],
];

function sampleOf(schema: Schema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return sampleOf(schema.anyOf[0]);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sampleOf(v)]));
    default:
      return 'x';
  }
}

function fillPath(path: string, params: Param[], override?: [string, string]): string {
  let url = path;
  for (const p of params.filter((q) => q.in === 'path')) {
    url = url.replace(`{${p.name}}`, override && override[0] === p.name ? override[1] : String(sampleOf(p.schema)));
  }
  return url.replace(/\{[^}]+\}/g, '1');
}

function operationCases(path: string, method: string, op: Operation): HostileRequest[] {
  const out: HostileRequest[] = [];
  const params = op.parameters ?? [];
  const M = method.toUpperCase();
  for (const p of params) {
    for (const [label, value] of URL_VALUES) {
      if (p.in === 'path')
        out.push({ method: M, url: fillPath(path, params, [p.name, value]), label: `path ${p.name}: ${label}` });
      if (p.in === 'query')
        out.push({ method: M, url: `${fillPath(path, params)}?${p.name}=${value}`, label: `query ${p.name}: ${label}` });
    }
  }
  const json = op.requestBody?.content?.['application/json']?.schema;
  if (json || (M !== 'GET' && M !== 'DELETE')) {
    const base = (json ? sampleOf(json) : {}) as Record<string, unknown>;
    const url = fillPath(path, params);
    for (const field of Object.keys(json?.properties ?? {})) {
      for (const [label, value] of JSON_VALUES) {
        out.push({
          method: M,
          url,
          contentType: 'application/json',
          body: JSON.stringify({ ...base, [field]: value }),
          label: `body ${field}: ${label}`,
        });
      }
    }
    for (const [label, body, type] of [
      ['empty body', '', 'application/json'],
      ['malformed JSON', '{"a":', 'application/json'],
      ['JSON array', '[1,2]', 'application/json'],
      ['JSON string with NUL', '"\\u0000"', 'application/json'],
      ['deep JSON', JSON.stringify(deep(200)), 'application/json'],
      ['form with NUL', 'a=%00&b=%ED%A0%80', 'application/x-www-form-urlencoded'],
      ['text body', 'hello\u0000', 'text/plain'],
      ['invalid UTF-8 bytes', '\udc80\udc80', 'application/json'],
    ] as const) {
      out.push({ method: M, url, contentType: type, body, label });
    }
  }
  return out;
}

export function hostileCases(
  spec: { paths: Record<string, Record<string, unknown>> },
  extra: { path: string; method: string }[] = [],
): HostileRequest[] {
  const out: HostileRequest[] = [];
  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (['get', 'post', 'put', 'patch', 'delete'].includes(method)) out.push(...operationCases(path, method, op as Operation));
    }
  }
  for (const e of extra) out.push(...operationCases(e.path, e.method, {}));
  return out;
}
