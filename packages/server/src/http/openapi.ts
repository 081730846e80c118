/**
 * /api/openapi.json, generated from the same zod schemas the server validates with. It must pass
 * Redocly's recommended lint (scripts/lint-openapi.mjs, part of `npm run lint`): tools read it.
 */
import { STATUS_CODES } from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { contract, type FnName } from '@sc/domain/contract/index';
import type { Access, FunctionDef } from '@sc/domain/contract/define';
import { errorStatus } from '@sc/domain/contract/errors';
import { RELEASE_ID } from '@sc/domain/constants';
import type { Config } from '../config.ts';
import { rateLimited } from '../functions/index.ts';
import { sessionCookieName } from './session.ts';

type JsonSchema = { [key: string]: unknown };

const SESSION = 'sessionCookie';
const SCHEMAS = '#/components/schemas/';

const errorSchema: JsonSchema = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: {
        // Read when the document is built, so a code added to the map is documented with it.
        code: { type: 'string', enum: Object.keys(errorStatus) },
        message: { type: 'string' },
        field: { type: 'string' },
      },
      required: ['code', 'message'],
    },
  },
  required: ['error'],
};
const errorContent = { 'application/json': { schema: { $ref: `${SCHEMAS}Error` } } };

/**
 * Codes that only some functions can answer, because only fn-route raises them and only for those.
 * Every other code may come from any handler (a public one can still ask for a caller, say), so it
 * is described on every operation.
 */
const answeredOnlyBy: Record<string, (name: FnName, def: FunctionDef) => boolean> = {
  rate_limited: (name) => rateLimited[name] !== undefined,
  idempotency_mismatch: (_name, def) => def.write,
};

function security(access: Access): Record<string, string[]>[] {
  switch (access.kind) {
    case 'signed-in':
    case 'roles':
      return [{ [SESSION]: [] }];
    case 'public':
    case 'dev':
      // Anyone may call; a session cookie sent along is still read (getViewer, signOut).
      return [{}, { [SESSION]: [] }];
  }
}

export function buildOpenApi(production: boolean) {
  const paths: Record<string, unknown> = {};
  const schemas: Record<string, JsonSchema> = { Error: errorSchema };
  const statusCodes = new Map<number, string[]>();
  for (const [code, status] of Object.entries(errorStatus)) {
    statusCodes.set(status, [...(statusCodes.get(status) ?? []), code]);
  }
  const usedStatuses = new Set<number>();

  for (const [name, def] of Object.entries(contract) as [FnName, FunctionDef][]) {
    if (def.access.kind === 'dev' && production) continue;
    const errors: Record<string, unknown> = {};
    for (const [status, codes] of [...statusCodes].sort(([a], [b]) => a - b)) {
      if (!codes.some((code) => answeredOnlyBy[code]?.(name, def) ?? true)) continue;
      usedStatuses.add(status);
      errors[status] = { $ref: `#/components/responses/Error${status}` };
    }
    paths[`/api/fn/${name}`] = {
      post: {
        operationId: name,
        summary: def.summary,
        'x-access': def.access,
        security: security(def.access),
        parameters: def.write
          ? [{ name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string' } }]
          : [],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: openApiSchema(def.input, 'input', `${name}Input`, schemas),
              example: def.example,
            },
          },
        },
        responses: {
          200: {
            description: 'OK',
            content: { 'application/json': { schema: openApiSchema(def.output, 'output', `${name}Output`, schemas) } },
          },
          ...errors,
          // Fastify's own refusals (413 body too large, 415 not JSON) come in the same shape.
          default: { description: 'Another error', content: errorContent },
        },
      },
    };
  }

  const responses: Record<string, unknown> = {};
  for (const status of [...usedStatuses].sort((a, b) => a - b)) {
    responses[`Error${status}`] = {
      description: `${STATUS_CODES[status] ?? 'Error'}: ${statusCodes.get(status)?.join(', ')}`,
      // The database being away is worth a retry (app.ts sends Retry-After with it).
      ...(status === 503 && {
        headers: { 'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer' } } },
      }),
      content: errorContent,
    };
  }

  return {
    openapi: '3.1.0',
    info: { title: 'Sample collection named functions', version: RELEASE_ID },
    // Relative: the functions are served by the server that serves this document.
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas,
      responses,
      securitySchemes: {
        [SESSION]: {
          type: 'apiKey',
          in: 'cookie',
          // It reads only `production`.
          name: sessionCookieName({ production } as Config),
          description: 'The session cookie signIn sets.',
        },
      },
    },
  };
}

/** zod's name for a definition it had to make up; a `.meta({ id })` names it instead. */
const UNNAMED_DEF = /^__schema\d+$/;
const LOCAL_DEF = '#/$defs/';

/**
 * A zod schema as an OpenAPI schema. What zod cannot inline (a recursive schema, one with a
 * `.meta({ id })`) it puts under the schema's own `$defs` and refers to as `#/$defs/...`, or as `#`
 * for the root itself; in an OpenAPI document those resolve against the document, so they would
 * dangle. They move to components/schemas: an id stays the name (shared by every use), an unnamed
 * one is named after `owner` and the path of its first use (`saveChartingInput` items -> item:
 * `SaveChartingInputItemsItem`), which another definition added later does not shift.
 */
export function openApiSchema(
  schema: z.ZodType,
  io: 'input' | 'output',
  owner: string,
  components: Record<string, JsonSchema>,
): JsonSchema {
  const { $defs = {}, ...root } = z.toJSONSchema(schema, { io }) as JsonSchema & {
    $defs?: Record<string, JsonSchema>;
  };
  const base = pascalCase(owner);
  const names = new Map<string, string>();
  const rootRecursive = [root, ...Object.values($defs)].some((node) => pathTo(node, '#'));
  if (rootRecursive) names.set('#', base);

  // A definition used only inside another is named after that one, so it waits for its name.
  let pending = Object.keys($defs);
  while (pending.length > 0) {
    const waiting: string[] = [];
    for (const key of pending) {
      if (!UNNAMED_DEF.test(key)) {
        names.set(key, componentName(key));
        continue;
      }
      const ref = LOCAL_DEF + key;
      let name: string | undefined;
      const inRoot = pathTo(root, ref);
      if (inRoot) name = base + pathName(inRoot);
      for (const [parent, parentName] of names) {
        if (name !== undefined) break;
        const inParent = pathTo(parent === '#' ? root : $defs[parent], ref);
        if (inParent) name = parentName + pathName(inParent);
      }
      if (name === undefined) waiting.push(key);
      else names.set(key, name);
    }
    // Only if no use is found at all (zod emits no unused definition): name it after its key.
    if (waiting.length === pending.length) for (const key of waiting) names.set(key, base + pascalCase(key));
    pending = waiting.length === pending.length ? [] : waiting;
  }

  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (node === null || typeof node !== 'object') return node;
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(node)) {
      const target = key === '$ref' && typeof value === 'string' ? localTarget(value) : undefined;
      out[key] = target !== undefined && names.has(target) ? SCHEMAS + names.get(target) : rewrite(value);
    }
    return out;
  };
  const add = (name: string, definition: JsonSchema) => {
    const existing = components[name];
    if (existing !== undefined && !isDeepStrictEqual(existing, definition)) {
      throw new Error(`OpenAPI: two different schemas are both named ${name}`);
    }
    components[name] = definition;
  };
  for (const [key, definition] of Object.entries($defs)) add(names.get(key)!, rewrite(definition) as JsonSchema);
  const out = rewrite(root) as JsonSchema;
  if (!rootRecursive) return out;
  const { $schema: _dialect, ...definition } = out;
  add(base, definition);
  return { $ref: SCHEMAS + base };
}

/** `#` or the key of `#/$defs/<key>`; undefined for any other ref. */
function localTarget(ref: string): string | undefined {
  if (ref === '#') return '#';
  if (!ref.startsWith(LOCAL_DEF)) return undefined;
  return decodeURIComponent(ref.slice(LOCAL_DEF.length)).replaceAll('~1', '/').replaceAll('~0', '~');
}

/** The path of the first `$ref` to `ref` in `node`, depth first, not looking into `$defs`. */
function pathTo(node: unknown, ref: string, path: string[] = []): string[] | undefined {
  if (node === null || typeof node !== 'object') return undefined;
  const record = node as JsonSchema;
  if (record.$ref === ref) return path;
  for (const [key, value] of Object.entries(record)) {
    if (key === '$defs') continue;
    const found = pathTo(value, ref, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** A schema path as a name: a property by its name, an array's element `Item`, a map's value `Value`. */
function pathName(path: string[]): string {
  let name = '';
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    const next = path[i + 1];
    if ((key === 'properties' || key === 'patternProperties') && next !== undefined) {
      name += pascalCase(next);
      i++;
    } else if (key === 'items') name += 'Item';
    else if (key === 'additionalProperties') name += 'Value';
    else if (key === 'prefixItems' && next !== undefined) {
      name += `Item${next}`;
      i++;
    } else if ((key === 'anyOf' || key === 'oneOf' || key === 'allOf') && next !== undefined) {
      name += `Option${next}`;
      i++;
    }
  }
  return name;
}

function pascalCase(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}

/** Component names allow letters, digits, `.`, `-` and `_` only. */
function componentName(id: string): string {
  return id.replace(/[^A-Za-z0-9._-]/g, '_');
}
