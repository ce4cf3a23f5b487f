import { z } from 'zod';
import { scopeOfRoute } from '@rent/domain';
import { apiErrorSchema } from '../http/api-error.filter.js';
import type { Answer } from '../http/answers.js';
import type { ApiRoute } from './api-routes.js';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

/** What the headers a route reads mean (docs/api.md says more). */
const HEADERS: Record<string, string> = {
  'x-read-after': 'The position a command answered: the read waits until its read model has passed it.',
  'x-e-signature': 'The PKCS#7 signature of the request, from the E-IMZO helper, where the deployment requires one.',
  authorization: 'Bearer <token>',
};

/**
 * A zod schema as the JSON Schema (2020-12, the dialect of OpenAPI 3.1) of what a client sends (`input`)
 * or receives (`output`). A value zod cannot describe (a custom check, a transform's result) is shown as
 * any value rather than failing the whole document.
 */
const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
};

const errorAnswer = {
  description: 'Refused or failed: a stable code and i18n keys (docs/api.md, Errors).',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
};

function success(answer: Answer | undefined): Record<string, unknown> {
  switch (answer?.kind) {
    case 'json':
      return { description: 'Done.', content: { 'application/json': { schema: jsonSchema(answer.schema, 'output') } } };
    case 'file':
      return {
        description: 'A file.',
        content: Object.fromEntries(
          answer.mediaTypes.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
        ),
      };
    case 'redirect':
      return { description: 'Redirected.' };
    default:
      return { description: 'Done; nothing in the body.' };
  }
}

function parameters(route: ApiRoute, skipParam?: string): Operation[] {
  const path = route.params
    .filter((p) => p.name !== skipParam)
    .map((p) => ({
      name: p.name,
      in: 'path',
      required: true,
      schema: p.schema ? jsonSchema(p.schema, 'input') : { type: 'string' },
    }));
  const query = route.query ? jsonSchema(route.query, 'input') : undefined;
  const required = new Set((query?.required as string[] | undefined) ?? []);
  const queries = Object.entries((query?.properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
    schema,
  }));
  const named = route.queryNames.map((name) => ({ name, in: 'query', required: false, schema: { type: 'string' } }));
  const headers = route.headers
    .filter((h) => h !== 'authorization')
    .map((name) => ({ name, in: 'header', required: false, description: HEADERS[name], schema: { type: 'string' } }));
  return [...path, ...queries, ...named, ...headers];
}

/**
 * Who may call a route: anyone, a session only, or a session or an API key holding the route's scope. The
 * scope is named by `x-api-key-scope`: OpenAPI lets an API key's requirement list roles, but Swagger UI
 * stops drawing the page at the first operation whose key requirement lists one.
 */
function security(route: ApiRoute): Operation {
  if (route.isPublic) return { security: [] };
  const scope = scopeOfRoute(`${route.method.toUpperCase()} ${route.path}`);
  return scope ? { security: [{ bearer: [] }, { apiKey: [] }], 'x-api-key-scope': scope } : {};
}

function operation(
  route: ApiRoute,
  body: z.ZodType | undefined,
  skipParam?: string,
  access: Operation = security(route),
): Operation {
  return {
    operationId: route.operationId + (skipParam ? `.${route.path}` : ''),
    tags: [route.path.split('/')[2] ?? 'api'],
    ...access,
    parameters: parameters(route, skipParam),
    ...(body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(body, 'input') } } } }
      : {}),
    responses: { [String(route.status)]: success(route.answer), default: errorAnswer },
  };
}

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/**
 * The API's OpenAPI 3.1 document, written from the routes as their controllers declare them: the
 * schemas are the zod schemas the pipes validate requests with and the routes declare their answers in.
 */
export function openApiDocument(routes: readonly ApiRoute[], version: string): Record<string, unknown> {
  const paths: Record<string, Record<string, Operation>> = {};
  const add = (path: string, method: string, op: Operation) => ((paths[openApiPath(path)] ??= {})[method] = op);
  for (const route of [...routes].sort((a, b) => a.path.localeCompare(b.path))) {
    const byParam = route.bodyByParam;
    if (!byParam) {
      add(route.path, route.method, operation(route, route.body));
      continue;
    }
    for (const [value, body] of Object.entries(byParam.bodies)) {
      const path = route.path.replace(`:${byParam.param}`, value);
      // The scope is the route's as served (`:verb`), not one verb's path.
      add(path, route.method, operation({ ...route, path }, body, byParam.param, security(route)));
    }
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Rental-contract registration portal API',
      version,
      description:
        'The API of the rental-contract registration portal. Errors, reading one’s own writes and the lists’ paging are described in docs/api.md.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        apiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description:
            'A party’s API key as `ApiKey <key>` (made under the account’s API keys). It opens only the operations that list it, within its scopes: contracts:read, contracts:write, reference:read.',
        },
      },
      schemas: { ApiError: jsonSchema(apiErrorSchema, 'output') },
    },
  };
}
