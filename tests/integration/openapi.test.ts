import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { ApiRoutes } from '@rent/backend';
import { registrationSchema, STEP_TABLE } from '@rent/domain';
import { startApp, type TestApp } from './support/test-app.js';

// The API describes itself in OpenAPI 3.1, written from the routes' own decorators: the schemas the pipes
// validate with and the answers the routes declare (which every other test's answers are checked against
// outside production: answer-shapes.interceptor.ts). An integrator reads it at /api/docs.

type Doc = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};
type Operation = {
  operationId: string;
  security?: unknown[];
  parameters: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await startApp();
  const res = await fetch(`${t.baseUrl}/docs-json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  doc = (await res.json()) as Doc;
});
afterAll(() => t.close());

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })));

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and holds every route of the API, each with the answer it declares', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.info.title).toBe('Rental-contract registration portal API');
    const routes = t.app.get(ApiRoutes).list();
    expect(routes.length).toBeGreaterThan(70);
    // Every route says what it answers: a route added without it fails here, by name.
    expect(routes.filter((r) => !r.answer).map((r) => `${r.method} ${r.path}`)).toEqual([]);
    const missing = routes
      .filter((r) => !r.bodyByParam && !doc.paths[openApiPath(r.path)]?.[r.method])
      .map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
  });

  it('shows the registration body as the schema the API validates it with', () => {
    const op = doc.paths['/api/contracts']!.post!;
    expect(op.requestBody!.content['application/json']!.schema).toEqual(
      stripDialect(
        z.toJSONSchema(registrationSchema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }),
      ),
    );
    expect(op.responses['201']!.content!['application/json']!.schema).toMatchObject({
      type: 'object',
      properties: { id: { type: 'string' }, position: { type: 'string' } },
    });
  });

  it('shows each step of a contract as its own operation with its own body', () => {
    for (const step of Object.values(STEP_TABLE)) {
      const op = doc.paths[`/api/contracts/{id}/${step.verb}`]?.post;
      expect(op).toBeDefined();
      expect(op!.parameters.map((p) => p.name)).toContain('id');
      expect(op!.parameters.map((p) => p.name)).not.toContain('verb');
    }
    expect(
      doc.paths['/api/contracts/{id}/reject']!.post!.requestBody!.content['application/json']!.schema,
    ).toMatchObject({ type: 'object', required: ['reason'] });
  });

  it('is well formed: unique operation ids, every path parameter declared, every reference resolved', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, op } of operations()) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();
      const declared = op.parameters
        .filter((p) => p.in === 'path')
        .map((p) => p.name)
        .sort();
      expect({ path, params: declared }).toEqual({ path, params: inPath });
    }
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g)].map(([, name]) => name);
    expect(refs.length).toBeGreaterThan(0);
    for (const name of refs) expect(doc.components.schemas[name!]).toBeDefined();
  });

  it('marks the public routes as needing no token, the rest a bearer token, and those an API key opens with its scope', () => {
    expect(doc.components.securitySchemes).toEqual({
      bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      apiKey: { type: 'apiKey', in: 'header', name: 'Authorization', description: expect.any(String) },
    });
    expect(doc.paths['/api/auth/login']!.post!.security).toEqual([]);
    expect(doc.paths['/api/employees']!.get!.security).toBeUndefined();
    expect(doc.paths['/api/account/api-keys']!.post!.security).toBeUndefined();
    expect(doc.paths['/api/contracts']!.get).toMatchObject({
      security: [{ bearer: [] }, { apiKey: [] }],
      'x-api-key-scope': 'contracts:read',
    });
    expect(doc.paths['/api/contracts/{id}/confirm']!.post).toMatchObject({
      security: [{ bearer: [] }, { apiKey: [] }],
      'x-api-key-scope': 'contracts:write',
    });
    // The list's filter, range and sort are query parameters; the read-after header is named.
    const list = doc.paths['/api/contracts']!.get!.parameters.map((p) => `${p.in}:${p.name}`);
    expect(list).toEqual(expect.arrayContaining(['query:filter', 'query:range', 'query:sort', 'header:x-read-after']));
  });
});

describe('the documentation page', () => {
  it('is served from the portal itself, under a policy that lets only its own scripts run', async () => {
    const page = await fetch(`${t.baseUrl}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    for (const src of html.matchAll(/(?:src|href)="([^"]+)"/g)) {
      const asset = await fetch(new URL(src[1]!, `${t.baseUrl}/docs`));
      expect({ src: src[1], status: asset.status }).toEqual({ src: src[1], status: 200 });
    }
    expect((await fetch(`${t.baseUrl}/docs/package.json`)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/docs/..%2F..%2Fpackage.json`)).status).toBe(404);
  });
});

const stripDialect = ({ $schema: _dialect, ...schema }: Record<string, unknown>) => schema;
