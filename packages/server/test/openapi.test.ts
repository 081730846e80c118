/**
 * /api/openapi.json (architecture.md 3) is read by tools, not just by our tests: every `$ref` resolves
 * against the document, sessions are declared as a security scheme, and the error answers are
 * described. `npm run lint` also runs Redocly's linter on it (scripts/lint-openapi.mjs).
 */
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { contract } from '@sc/domain/contract/index';
import { errorStatus } from '@sc/domain/contract/errors';
import { rateLimited } from '../src/functions/index.ts';
import { buildOpenApi, openApiSchema } from '../src/http/openapi.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- walking arbitrary JSON
type Json = any;

/** The value a local `$ref` (`#/a/b`) points at in `doc`, or undefined. */
function pointer(doc: Json, ref: string): Json {
  if (!ref.startsWith('#/')) return undefined;
  let node = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = node[key];
  }
  return node;
}

/** Follows `$ref`s until a node that is not one. */
function deref(doc: Json, node: Json): Json {
  for (let hops = 0; node && typeof node.$ref === 'string'; hops++) {
    if (hops > 20) throw new Error(`ref loop at ${node.$ref}`);
    node = pointer(doc, node.$ref);
  }
  return node;
}

function refsIn(node: Json, at = '#', out: { at: string; ref: string }[] = []) {
  if (node === null || typeof node !== 'object') return out;
  if (typeof node.$ref === 'string') out.push({ at, ref: node.$ref });
  for (const [key, value] of Object.entries(node)) refsIn(value, `${at}/${key}`, out);
  return out;
}

const docs = [
  ['development', buildOpenApi(false)],
  ['production', buildOpenApi(true)],
] as const;
const needsSession = (name: string) =>
  ['signed-in', 'roles'].includes(contract[name as keyof typeof contract].access.kind);

describe.each(docs)('OpenAPI document (%s)', (label, doc: Json) => {
  const operations = Object.entries(doc.paths).map(([path, item]) => {
    const op = (item as Json).post;
    return { name: op.operationId as string, path, op };
  });

  test('every $ref resolves against the document', () => {
    const unresolved = refsIn(doc).filter(({ ref }) => pointer(doc, ref) === undefined);
    expect(unresolved).toEqual([]);
  });

  test("saveCharting's request body reaches the charting item's children through a resolvable ref", () => {
    const body = deref(doc, doc.paths['/api/fn/saveCharting'].post.requestBody.content['application/json'].schema);
    const itemRef = body.properties.items.items;
    expect(itemRef.$ref).toMatch(/^#\/components\/schemas\//);
    const item = deref(doc, itemRef);
    expect(Object.keys(item.properties)).toEqual(expect.arrayContaining(['id', 'type', 'title', 'children']));
    // Recursive: an item's children are items again.
    expect(deref(doc, item.properties.children.items)).toBe(item);
  });

  test('the session cookie is a security scheme, required by every operation that needs a session', () => {
    const schemes = Object.entries(doc.components.securitySchemes);
    expect(schemes).toHaveLength(1);
    const [scheme, definition] = schemes[0]!;
    expect(definition).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: label === 'production' ? '__Host-sc_session' : 'sc_session',
    });
    for (const { name, op } of operations) {
      if (needsSession(name)) expect(op.security, name).toEqual([{ [scheme]: [] }]);
      // Anyone may call: no requirement, or an empty one among the alternatives.
      else
        expect(op.security.length === 0 || op.security.some((r: Json) => Object.keys(r).length === 0), name).toBe(true);
      expect(op['x-access'], name).toEqual(contract[name as keyof typeof contract].access);
    }
  });

  test('every operation describes 400 and 503 (and the rest of its error answers) with the shared error schema', () => {
    const errorSchema = doc.components.schemas.Error;
    expect(errorSchema.properties.error.properties.code.enum).toEqual(Object.keys(errorStatus));
    for (const { name, op } of operations) {
      const def = contract[name as keyof typeof contract];
      const statuses = Object.keys(op.responses);
      expect(statuses, name).toEqual(expect.arrayContaining(['200', '400', '403', '404', '409', '500', '503']));
      if (needsSession(name)) expect(statuses, name).toContain('401');
      expect(statuses.includes('429'), `${name} 429`).toBe(name in rateLimited);
      expect(statuses.includes('422'), `${name} 422`).toBe(def.write);
      for (const status of statuses.filter((s) => s !== '200')) {
        const response = deref(doc, op.responses[status]);
        expect(response.description, `${name} ${status}`).toBeTruthy();
        expect(deref(doc, response.content['application/json'].schema), `${name} ${status}`).toBe(errorSchema);
      }
    }
  });
});

describe('openApiSchema', () => {
  type Node = { next?: Node[] };
  const node: z.ZodType<Node> = z.lazy(() => z.object({ next: z.array(node).optional() }));

  test('moves any recursive schema into components, named by where it is used, refs rewritten', () => {
    const components: Record<string, Json> = {};
    const schema: Json = openApiSchema(
      z.object({ head: node, byKey: z.record(z.string(), node) }),
      'output',
      'listOutput',
      components,
    );
    expect(schema.$defs).toBeUndefined();
    const doc = { components: { schemas: components }, schema };
    expect(refsIn(doc).filter(({ ref }) => pointer(doc, ref) === undefined)).toEqual([]);
    // One component for the one zod schema, named after its first use.
    expect(Object.keys(components)).toEqual(['ListOutputHead']);
    const head = deref(doc, schema.properties.head);
    expect(deref(doc, head.properties.next.items)).toBe(head);
    expect(deref(doc, schema.properties.byKey.additionalProperties)).toBe(head);
  });

  test('a schema that refers to itself at its root becomes a component of its own', () => {
    const components: Record<string, Json> = {};
    const schema = openApiSchema(node, 'input', 'walkInput', components);
    expect(schema).toEqual({ $ref: '#/components/schemas/WalkInput' });
    expect(components.WalkInput.properties.next.items).toEqual({ $ref: '#/components/schemas/WalkInput' });
  });

  test('a schema with a meta id keeps that name, shared by every operation that uses it', () => {
    const shared = z.object({ x: z.string() }).meta({ id: 'SharedThing' });
    const components: Record<string, Json> = {};
    openApiSchema(z.object({ a: shared }), 'input', 'aInput', components);
    openApiSchema(z.object({ b: shared }), 'input', 'bInput', components);
    expect(Object.keys(components)).toEqual(['SharedThing']);
  });
});
