/** /api/openapi.json, generated from the same zod schemas the server validates with. */
import { z } from 'zod';
import { contract } from '@sc/domain/contract/index';
import { errorStatus } from '@sc/domain/contract/errors';
import { RELEASE_ID } from '@sc/domain/constants';

export function buildOpenApi(production: boolean) {
  const paths: Record<string, unknown> = {};
  const errorSchema = {
    type: 'object',
    properties: {
      error: {
        type: 'object',
        properties: {
          code: { type: 'string', enum: Object.keys(errorStatus) },
          message: { type: 'string' },
          field: { type: 'string' },
        },
        required: ['code', 'message'],
      },
    },
  };
  for (const [name, def] of Object.entries(contract)) {
    if (def.access.kind === 'dev' && production) continue;
    paths[`/api/fn/${name}`] = {
      post: {
        operationId: name,
        summary: def.summary,
        'x-access': def.access,
        parameters: def.write
          ? [{ name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string' } }]
          : [],
        requestBody: {
          required: true,
          content: {
            'application/json': { schema: z.toJSONSchema(def.input, { io: 'input' }), example: def.example },
          },
        },
        responses: {
          200: { description: 'OK', content: { 'application/json': { schema: z.toJSONSchema(def.output) } } },
          default: { description: 'Error', content: { 'application/json': { schema: errorSchema } } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Sample collection named functions', version: RELEASE_ID },
    paths,
  };
}
