import { readFileSync } from 'node:fs';
import request from 'supertest';
import { buildOpenApiJson } from '../src/cli/export-openapi.js';
import { fromRepoRoot } from '../src/platform/config/paths.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('serves Swagger UI at /api/docs and the document at /api/docs-json', async () => {
    await request(t.http).get('/api/docs').expect(200).expect('Content-Type', /html/);
    const res = await request(t.http).get('/api/docs-json').expect(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(res.body.components.schemas.ErrorBody.required.sort()).toEqual([
      'code',
      'message',
      'requestId',
      'statusCode',
    ]);
  });

  it('names each operation after its method and tags it with its module', async () => {
    const { body } = await request(t.http).get('/api/docs-json').expect(200);
    const operations = Object.values(
      body.paths as Record<string, Record<string, { operationId: string; tags: string[] }>>,
    ).flatMap((path) => Object.values(path));
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['getHealth', 'getReadiness', 'getCsrfToken', 'getDeploymentInfo']));
    for (const op of operations) expect(op.tags.length).toBeGreaterThan(0);
  });

  it('is committed up to date in docs/openapi.json (run `npm run openapi` after changing the API)', async () => {
    const committed = readFileSync(fromRepoRoot('docs/openapi.json'), 'utf8');
    expect(JSON.parse(committed)).toEqual(JSON.parse(await buildOpenApiJson()));
  });
});
