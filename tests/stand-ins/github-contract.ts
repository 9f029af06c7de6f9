// GitHub's own contract for its REST API, read from the OpenAPI description GitHub publishes
// (@octokit/openapi, generated/api.github.com.json: OpenAPI 3.0.3, the description of api.github.com with
// its schemas as $refs), in the part of it this project's requests reach (github-description.json, made
// from the package by npm run github-description; github-description-subset.ts says which part). Given one exchange (a request and the answer to it), `checkExchange` finds the
// operation whose path template matches the request, and checks against the description:
//
// - the path and query parameters (a multi-segment parameter, `x-multi-segment` in the description, takes
//   slashes: the {ref} of /git/refs/{ref} is heads/content/about), and no query parameter it does not list;
// - the JSON request body against the operation's requestBody schema (a body where it takes none is one);
// - the status against the operation's documented responses. GitHub documents a few answers globally, for
//   every endpoint, rather than per operation (https://docs.github.com/rest/using-the-rest-api/troubleshooting-the-rest-api
//   and .../rate-limits-for-the-rest-api): 400 for a body that is not JSON, 401 for a token it does not
//   accept, 403 and 429 for a rate limit or a token without the permission, 404 for what the token may not
//   see, 5xx for its own trouble. Those are accepted for any operation, their body checked as GitHub's
//   basic-error schema. Any other status the operation does not list is a violation;
// - the JSON response body against that status's schema;
// - the response headers the description documents for that status (Link on a paged list, Location on a
//   201), and the rate-limit headers GitHub sends with every answer against the description's
//   x-rate-limit-* header schemas (integers); retry-after, which the description does not describe, as GitHub's
//   docs give it: whole seconds.
//
// A violation names the endpoint as the description does (PATCH /repos/{owner}/{repo}/git/refs/{ref}),
// the part of the exchange, the place in the JSON and the schema path of the keyword that failed. The
// description is loaded once per process and each schema compiled on first use; nothing is copied by hand.
import { readFileSync } from 'node:fs';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { subsetFile } from './github-description-files.ts';

export interface Exchange {
  method: string;
  /** The path with its query, as sent: /repos/o/r/pulls?state=open. */
  url: string;
  /** The JSON request body, parsed; undefined when none was sent. */
  requestBody?: unknown;
  status: number;
  /** Response headers (names in any case). */
  headers?: Record<string, string | number | undefined>;
  /** The JSON response body, parsed; undefined when there was none. */
  responseBody?: unknown;
}

export interface Violation {
  /** The operation as the description names it (METHOD /path/{template}), or METHOD /path when none matches. */
  endpoint: string;
  /** What broke: the request's path, query or body, the status, the response body or a header. */
  part: string;
  /** Where in the JSON (a JSON pointer), empty for the whole. */
  instancePath: string;
  message: string;
  /** The schema path of the failing keyword, in the description (#/components/schemas/git-ref/required). */
  schemaPath: string;
}

export interface ContractResult {
  /** The matched operation, METHOD /path/{template}; undefined when the description has none. */
  endpoint?: string;
  violations: Violation[];
}

// The description's JSON, with only what the checker needs typed.
interface SchemaObject {
  [key: string]: unknown;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: SchemaObject;
  'x-multi-segment'?: boolean;
  $ref?: string;
}
interface MediaType {
  schema?: SchemaObject;
}
interface Header {
  required?: boolean;
  schema?: SchemaObject;
  $ref?: string;
}
interface Response {
  $ref?: string;
  content?: Record<string, MediaType>;
  headers?: Record<string, Header>;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, MediaType> };
  responses: Record<string, Response>;
}
type PathItem = Partial<Record<'get' | 'put' | 'post' | 'patch' | 'delete', Operation>> & { parameters?: Parameter[] };
interface Description {
  openapi: string;
  info: { version: string };
  paths: Record<string, PathItem>;
  components: {
    parameters: Record<string, Parameter>;
    responses: Record<string, Response>;
    headers: Record<string, Header>;
    schemas: Record<string, SchemaObject>;
  };
}

/** The statuses GitHub documents for every endpoint (see above), checked as its basic-error. */
export const globalStatuses = [400, 401, 403, 404, 429, 500, 502, 503] as const;

/** Their descriptions in the components (all GitHub's basic-error, but 503's). */
const globalResponses: Record<number, string> = {
  400: 'bad_request',
  401: 'requires_authentication',
  403: 'forbidden',
  404: 'not_found',
  429: 'forbidden',
  500: 'internal_error',
  503: 'service_unavailable',
};

const docKey = 'github';
const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/**
 * OpenAPI 3.0's schema objects as JSON Schema (draft-07, which Ajv reads): `nullable: true` becomes null
 * among the allowed types (and values, for an enum), and every $ref points into the description by its key,
 * so a schema taken out of it still resolves. Everything else is kept as GitHub wrote it.
 */
function asJsonSchema(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(asJsonSchema);
  if (!node || typeof node !== 'object') return;
  const object = node as SchemaObject;
  for (const value of Object.values(object)) asJsonSchema(value);
  if (typeof object.$ref === 'string' && object.$ref.startsWith('#/')) object.$ref = `${docKey}${object.$ref}`;
  if (object.nullable === true) {
    delete object.nullable;
    if (typeof object.type === 'string') object.type = [object.type, 'null'];
    if (Array.isArray(object.enum) && !object.enum.includes(null)) object.enum = [...object.enum, null];
    // Without a type, the schema's other keywords (allOf of a $ref, say) must not refuse null.
    if (object.type === undefined) {
      const rest = { ...object };
      for (const key of Object.keys(object)) if (!['description', 'title', 'example'].includes(key)) delete object[key];
      object.anyOf = [{ type: 'null' }, rest];
    }
  }
}

interface Found {
  template: string;
  /** Undefined when the path is in the description but not with this method. */
  operation?: Operation;
  parameters: { parameter: Parameter; where: string }[];
  values: Record<string, string>;
}

interface Route {
  template: string;
  regex: RegExp;
  names: string[];
  /** Literal characters of the template: the most specific template wins when two match. */
  weight: number;
  item: PathItem;
}

class Contract {
  readonly doc: Description;
  readonly version: string;
  private readonly ajv: Ajv;
  /** Parameters come as text; the description types them (per_page is an integer). */
  private readonly params: Ajv;
  private readonly routes: Route[];
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor() {
    this.doc = JSON.parse(readFileSync(subsetFile, 'utf8')) as Description;
    if (!this.doc.openapi.startsWith('3.0.')) throw new Error(`The checker reads OpenAPI 3.0; this description is ${this.doc.openapi}.`);
    this.version = this.doc.info.version;
    asJsonSchema(this.doc);
    // Formats GitHub names that no JSON Schema defines (repo.nwo, timestamp, int64…): documentation only.
    const formats = new Set<string>();
    JSON.stringify(this.doc, (key, value: unknown) => (key === 'format' && typeof value === 'string' && formats.add(value), value));
    const make = (coerceTypes: boolean) => {
      // strict: false, because the description carries OpenAPI's own keywords (example, discriminator,
      // readOnly, x-github…) next to JSON Schema's; they document, they do not constrain.
      const ajv = new Ajv({ strict: false, allErrors: true, verbose: true, validateSchema: false, coerceTypes, logger: false });
      addFormats(ajv);
      for (const format of formats) if (!ajv.formats[format]) ajv.addFormat(format, true);
      ajv.addSchema(this.doc as unknown as SchemaObject, docKey);
      return ajv;
    };
    this.ajv = make(false);
    this.params = make(true);
    this.routes = Object.entries(this.doc.paths)
      .map(([template, item]) => {
        const names: string[] = [];
        const multi = new Set(
          [
            ...(item.parameters ?? []),
            ...Object.values(item).flatMap((op: Operation | Parameter[]) => (Array.isArray(op) ? [] : (op.parameters ?? []))),
          ]
            .map((p) => this.param(p))
            .filter((p) => p.in === 'path' && p['x-multi-segment'])
            .map((p) => p.name),
        );
        const source = template
          .split(/(\{[^}]+\})/)
          .map((part) => {
            const name = /^\{([^}]+)\}$/.exec(part)?.[1];
            if (!name) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
            names.push(name);
            return multi.has(name) ? '(.+)' : '([^/]+)';
          })
          .join('');
        return { template, regex: new RegExp(`^${source}$`), names, weight: template.replace(/\{[^}]+\}/g, '').length, item };
      })
      .sort((a, b) => b.weight - a.weight);
  }

  param(p: Parameter): Parameter {
    return p.$ref ? this.doc.components.parameters[p.$ref.split('/').pop()!]! : p;
  }

  response(r: Response): Response {
    return r.$ref ? this.doc.components.responses[r.$ref.split('/').pop()!]! : r;
  }

  header(h: Header): Header {
    return h.$ref ? this.doc.components.headers[h.$ref.split('/').pop()!]! : h;
  }

  /** The operation for a method and path, with the path parameters' values (percent-decoded). */
  find(method: string, path: string): Found | undefined {
    const verb = method.toLowerCase() as keyof PathItem & 'get';
    let sawPath: Route | undefined;
    for (const route of this.routes) {
      const match = route.regex.exec(path);
      if (!match) continue;
      sawPath ??= route;
      const operation = route.item[verb];
      if (!operation) continue;
      const values = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
      const placed = (list: Parameter[] | undefined, ...at: string[]) =>
        (list ?? []).map((p, i) => ({
          parameter: this.param(p),
          where: p.$ref ? p.$ref.slice(`${docKey}#/`.length) : pointer('paths', route.template, ...at, 'parameters', String(i)),
        }));
      const parameters = [...placed(route.item.parameters), ...placed(operation.parameters, verb)];
      return { template: route.template, operation, parameters, values };
    }
    return sawPath ? { template: sawPath.template, parameters: [], values: {} } : undefined;
  }

  /** A validator for a schema at this place of the description (compiled once). */
  validator(where: string, coerce = false): ValidateFunction {
    const key = `${coerce}:${where}`;
    let validate = this.compiled.get(key);
    if (!validate) {
      const ref = `${docKey}#/${where.split('/').map(encodeURIComponent).join('/')}`;
      validate = (coerce ? this.params : this.ajv).compile({ $ref: ref });
      this.compiled.set(key, validate);
    }
    return validate;
  }
}

let contract: Contract | undefined;
/** GitHub's description, loaded on first use. */
export function githubContract(): Contract {
  return (contract ??= new Contract());
}

let places: Map<object, string> | undefined;
/** Where each schema object sits in the description, found once, on the first violation. */
function placeOf(schema: unknown): string | undefined {
  if (!places) {
    places = new Map();
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object' || places!.has(node)) return;
      places!.set(node, at);
      for (const [key, value] of Object.entries(node)) walk(value, `${at}/${pointer(key)}`);
    };
    walk(githubContract().doc, '#');
  }
  return places.get(schema as object);
}

/**
 * An Ajv error's schema path as a place in the description: #/components/schemas/git-ref/properties/object/required.
 * Ajv gives it relative to the schema a $ref led to; the schema object itself (verbose errors) says which.
 */
function schemaPathOf(error: ErrorObject, where: string): string {
  const place = placeOf(error.parentSchema);
  if (place) return `${place}/${error.keyword}`;
  return `#/${where}${decodeURIComponent(error.schemaPath).replace(/^#(\/\$ref)?/, '')}`;
}

function fromAjv(endpoint: string, part: string, where: string, errors: ErrorObject[] | null | undefined, prefix = ''): Violation[] {
  return (errors ?? []).map((error) => ({
    endpoint,
    part,
    instancePath: `${prefix}${error.instancePath}`,
    message: `${error.message ?? 'is not allowed'}${error.params && 'allowedValues' in error.params ? ` (${(error.params.allowedValues as unknown[]).join(', ')})` : ''}${error.params && 'additionalProperty' in error.params ? ` (${String(error.params.additionalProperty)})` : ''}`,
    schemaPath: schemaPathOf(error, where),
  }));
}

/**
 * A Link header as GitHub's pagination docs give it: <url>; rel="next", … each with a page number. Not on
 * the same path: GitHub's own answers link to /repositories/{id}/… (a recording shows it), so a client must
 * follow the URL as given.
 */
function linkProblems(link: string): string[] {
  const problems: string[] = [];
  for (const part of link.split(/,\s*(?=<)/)) {
    const m = /^<([^>]+)>;\s*rel="(next|last|first|prev)"$/.exec(part.trim());
    if (!m) {
      problems.push(`is not <url>; rel="next|last|first|prev": ${part.trim()}`);
      continue;
    }
    const target = new URL(m[1]!, 'http://x');
    if (!/^\d+$/.test(target.searchParams.get('page') ?? '')) problems.push(`rel="${m[2]}" has no page number`);
  }
  return problems;
}

const rateLimitHeaders: Record<string, string> = {
  'x-ratelimit-limit': 'x-rate-limit-limit',
  'x-ratelimit-remaining': 'x-rate-limit-remaining',
  'x-ratelimit-reset': 'x-rate-limit-reset',
  // GitHub sends x-ratelimit-used too; the description has no header of it, it is a count as the others.
  'x-ratelimit-used': 'x-rate-limit-remaining',
};

/** Checks one exchange against GitHub's description; an empty list of violations when it keeps to it. */
export function checkExchange(exchange: Exchange): ContractResult {
  const c = githubContract();
  const method = exchange.method.toUpperCase();
  const url = new URL(exchange.url, 'http://api.invalid');
  const found = c.find(method, url.pathname);
  if (!found?.operation) {
    const endpoint = found ? `${method} ${found.template}` : `${method} ${url.pathname}`;
    const why = found ? `GitHub's description has no ${method} for ${found.template}` : 'GitHub’s description has no such path';
    return { endpoint: undefined, violations: [{ endpoint, part: 'request', instancePath: '', message: why, schemaPath: '#/paths' }] };
  }
  const { template, values } = found;
  const operation: Operation = found.operation;
  const endpoint = `${method} ${template}`;
  const at = (...parts: string[]) => pointer('paths', template, method.toLowerCase(), ...parts);
  const violations: Violation[] = [];
  const add = (part: string, message: string, schemaPath: string, instancePath = '') =>
    violations.push({ endpoint, part, instancePath, message, schemaPath });

  // Parameters: the path's values, and the query's, typed as the description types them.
  const parameters = found.parameters.map(({ parameter }) => parameter);
  const query = new Map<string, string>();
  url.searchParams.forEach((value, name) => query.set(name, value));
  for (const name of query.keys())
    if (!parameters.some((p) => p.in === 'query' && p.name === name))
      add('query', `has a parameter the operation does not take: ${name}`, `#/${at('parameters')}`);
  for (const { parameter: p, where } of found.parameters) {
    if (p.in !== 'path' && p.in !== 'query') continue;
    const value = p.in === 'path' ? values[p.name] : query.get(p.name);
    if (value === undefined) {
      if (p.required) add(p.in, `must have the ${p.in} parameter ${p.name}`, `#/${where}/required`);
      continue;
    }
    if (!p.schema) continue;
    const validate = c.validator(`${where}/schema`, true);
    if (!validate(value)) violations.push(...fromAjv(endpoint, `${p.in} parameter ${p.name}`, `${where}/schema`, validate.errors));
  }

  // The request body.
  const json = operation.requestBody?.content?.['application/json'];
  if (exchange.requestBody !== undefined) {
    if (!json?.schema) add('request body', 'is sent where the operation takes none', `#/${at('requestBody')}`);
    else {
      const where = at('requestBody', 'content', 'application/json', 'schema');
      const validate = c.validator(where);
      if (!validate(exchange.requestBody)) violations.push(...fromAjv(endpoint, 'request body', where, validate.errors));
    }
  } else if (operation.requestBody?.required) add('request body', 'is required', `#/${at('requestBody', 'required')}`);

  // The status, its body and its headers.
  const status = String(exchange.status);
  const headers = new Map(
    Object.entries(exchange.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value === undefined ? undefined : String(value)]),
  );
  const documented = operation.responses[status] ?? operation.responses[`${status[0]}XX`] ?? operation.responses.default;
  let response: Response | undefined;
  let where: string;
  if (documented) {
    response = c.response(documented);
    where = documented.$ref ? documented.$ref.slice(`${docKey}#/`.length) : at('responses', status);
  } else if ((globalStatuses as readonly number[]).includes(exchange.status)) {
    where = `components/responses/${globalResponses[exchange.status] ?? 'forbidden'}`;
    response = c.response({ $ref: `${docKey}#/${where}` });
  } else if (exchange.status === 304 && exchange.method === 'GET') {
    // A conditional read (If-None-Match) answered "not modified": GitHub documents conditional requests for
    // its REST API as a whole (best practices, "use conditional requests"), not per operation.
    where = 'components/responses/not_modified';
    response = c.response({ $ref: `${docKey}#/${where}` });
  } else {
    add(
      'status',
      `${status} is not among the operation's documented answers (${Object.keys(operation.responses).join(', ')}) nor GitHub's global ones`,
      `#/${at('responses')}`,
    );
    return { endpoint, violations };
  }
  const schema = response.content?.['application/json']?.schema;
  if (schema && exchange.responseBody !== undefined) {
    const schemaWhere = `${where}/content/${pointer('application/json')}/schema`;
    const validate = c.validator(schemaWhere);
    if (!validate(exchange.responseBody)) violations.push(...fromAjv(endpoint, `${status} response body`, schemaWhere, validate.errors));
  } else if (schema && exchange.status !== 304)
    add(`${status} response body`, 'is missing (the description gives it a JSON body)', `#/${where}/content`);
  for (const [name, declared] of Object.entries(response.headers ?? {})) {
    const header = c.header(declared);
    const value = headers.get(name.toLowerCase());
    const headerWhere = declared.$ref ? declared.$ref.slice(`${docKey}#/`.length) : `${where}/headers/${name}`;
    if (value === undefined) {
      if (header.required) add(`${name} header`, 'is required', `#/${headerWhere}/required`);
      continue;
    }
    if (header.schema) {
      const validate = c.validator(`${headerWhere}/schema`, true);
      if (!validate(value)) violations.push(...fromAjv(endpoint, `${name} header`, `${headerWhere}/schema`, validate.errors));
    }
    if (name.toLowerCase() === 'link') for (const problem of linkProblems(value)) add('Link header', problem, `#/${headerWhere}`);
  }
  for (const [name, component] of Object.entries(rateLimitHeaders)) {
    const value = headers.get(name);
    if (value === undefined) continue;
    const headerWhere = `components/headers/${component}`;
    const validate = c.validator(`${headerWhere}/schema`, true);
    if (!validate(value)) violations.push(...fromAjv(endpoint, `${name} header`, `${headerWhere}/schema`, validate.errors));
  }
  const retryAfter = headers.get('retry-after');
  if (retryAfter !== undefined && !/^\d+$/.test(retryAfter))
    add('retry-after header', `must be whole seconds, not ${retryAfter}`, '(GitHub’s rate-limit docs)');
  return { endpoint, violations };
}

/** Exchanges checked and what broke, for a stand-in to keep over a run. */
export class ContractLog {
  /** Exchanges checked per endpoint (METHOD /template), in the order first seen. */
  readonly checked = new Map<string, number>();
  readonly violations: string[] = [];

  record(exchange: Exchange): ContractResult {
    const result = checkExchange(exchange);
    const key =
      result.endpoint ??
      `${exchange.method.toUpperCase()} ${new URL(exchange.url, 'http://api.invalid').pathname} (not in the description)`;
    this.checked.set(key, (this.checked.get(key) ?? 0) + 1);
    this.violations.push(
      ...result.violations.map((v) => `${describeViolation(v)} (${exchange.method.toUpperCase()} ${exchange.url} → ${exchange.status})`),
    );
    return result;
  }

  /** "GitHub contract (description 23.0.2): 34 exchanges checked: GET /user 5, …". */
  summary(): string {
    const total = [...this.checked.values()].reduce((sum, n) => sum + n, 0);
    const each = [...this.checked].map(([endpoint, n]) => `${endpoint} ${n}`).join(', ');
    return `GitHub contract (description ${githubContract().version}): ${total} exchanges checked${total ? `: ${each}` : ''}; ${this.violations.length} violations.`;
  }
}

/** One violation in a line: the endpoint first, then what and where. */
export function describeViolation(v: Violation): string {
  return `${v.endpoint}: ${v.part}${v.instancePath ? ` at ${v.instancePath}` : ''} ${v.message} [schema ${v.schemaPath}]`;
}
