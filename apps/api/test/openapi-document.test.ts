import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { allEndpoints } from '@nestway/core/contracts/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  requestBody?: { required?: boolean; content: Record<string, { schema?: Record<string, unknown> }> };
  'x-access'?: string;
}
interface Document {
  info: { contact?: unknown; license?: unknown };
  servers?: unknown[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
}

const require = createRequire(import.meta.url);
/** Redocly's CLI (one bundled package, no install script), run as a separate process as a client's CI would. */
const redoclyCli = require.resolve('@redocly/cli/bin/cli.js');

let t: TestApp;
let document: Document;
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json<Document>();
});
afterAll(() => t.close());

const operationOf = (endpoint: (typeof allEndpoints)[number]) => document.paths[endpoint.path]![endpoint.method.toLowerCase()]!;
const label = (endpoint: (typeof allEndpoints)[number]) => `${endpoint.method} ${endpoint.path}`;

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules with no error", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'nestway-openapi-'));
    try {
      await writeFile(path.join(dir, 'openapi.json'), JSON.stringify(document));
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [redoclyCli, 'lint', 'openapi.json', '--extends=recommended', '--format=json', '--max-problems=1000'],
        { cwd: dir, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
      ).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
      const report = JSON.parse(stdout) as {
        problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
      };
      const errors = report.problems
        .filter((problem) => problem.severity === 'error')
        .map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
      expect(errors).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('gives every operation a unique operationId', () => {
    const ids = allEndpoints.map((endpoint) => operationOf(endpoint).operationId);
    for (const [index, endpoint] of allEndpoints.entries()) expect(ids[index], label(endpoint)).toMatch(/^[a-z][A-Za-z]+$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('marks the admin operations, the public ones, and the 403 a signed-in non-admin gets', () => {
    for (const endpoint of allEndpoints) {
      const operation = operationOf(endpoint);
      expect(operation['x-access'], label(endpoint)).toBe(endpoint.access);
      if (endpoint.access === 'public') expect(operation.security, label(endpoint)).toEqual([]);
      else if (endpoint.access === 'admin') {
        expect(operation.security, label(endpoint)).toEqual([{ session: ['admin'] }]);
        expect(Object.keys(operation.responses), label(endpoint)).toContain('403');
      } else expect(operation.security, label(endpoint)).toEqual([{ session: endpoint.access === 'client' ? ['client'] : [] }]);
      if (endpoint.access !== 'public') expect(Object.keys(operation.responses), label(endpoint)).toContain('401');
    }
    expect(allEndpoints.filter((endpoint) => endpoint.access === 'admin').length).toBeGreaterThan(30);
  });

  it('declares the 500 and 503 answers with their request id', () => {
    for (const endpoint of allEndpoints) {
      const responses = operationOf(endpoint).responses;
      for (const status of ['500', '503']) {
        const schema = responses[status]?.content?.['application/json']?.schema as { required?: string[] } | undefined;
        expect(schema?.required, `${label(endpoint)} ${status}`).toEqual(expect.arrayContaining(['code', 'message', 'requestId']));
      }
    }
  });

  it('gives each download its real content types', () => {
    const types = (method: string, path: string) => Object.keys(document.paths[path]![method]!.responses['200']!.content!);
    expect(types('get', '/api/admin/documents/{id}/download')).toEqual(expect.arrayContaining(['image/jpeg', 'application/pdf']));
    expect(types('get', '/api/admin/files/{id}/download')).toEqual(expect.arrayContaining(['image/png', 'application/pdf']));
    expect(types('get', '/api/admin/users/{id}/documents/download-all')).toEqual(['application/zip']);
    for (const endpoint of allEndpoints.filter((e) => e.responses[200] === 'file'))
      expect(Object.keys(operationOf(endpoint).responses['200']!.content!), label(endpoint)).not.toEqual(['application/octet-stream']);
  });

  it('describes the preferences body field by field', () => {
    const schema = document.paths['/api/preferences']!.post!.requestBody!.content['application/json']!.schema as {
      properties?: Record<string, unknown>;
      oneOf?: unknown[];
      anyOf?: unknown[];
    };
    const described = JSON.stringify(schema);
    for (const field of ['contactNumber', 'maxBudget', 'moveInDate', 'financiallySponsored']) expect(described).toContain(`"${field}"`);
  });

  it('declares the repeated documents field as an array of files', () => {
    const schema = document.paths['/api/documents']!.post!.requestBody!.content['multipart/form-data']!.schema as {
      properties: Record<string, { type: string; items?: { format?: string } }>;
    };
    expect(schema.properties.documents).toMatchObject({ type: 'array', items: { type: 'string', format: 'binary' } });
  });

  it('declares the flags a client reads in the error answers that carry them', () => {
    const flag = (method: string, path: string, status: string, name: string) =>
      JSON.stringify(document.paths[path]![method]!.responses[status]?.content?.['application/json']?.schema ?? {}).includes(`"${name}"`);
    expect(flag('post', '/api/call-schedule', '400', 'needsPreferences')).toBe(true);
    expect(flag('put', '/api/property-offers/{id}/withdraw', '409', 'requiresAdminContact')).toBe(true);
  });

  it("says the success call's body may be left out, as the spec's client leaves it out", () => {
    const body = document.paths['/api/process-stripe-success']!.post!.requestBody!;
    expect(body.required).toBe(false);
    expect(body.content['application/json']!.schema).toMatchObject({ type: 'object', properties: { paymentIntentId: { type: 'string' } } });
    expect(document.paths['/api/create-payment-intent']!.post!.requestBody!.required).toBe(true);
  });

  it('names its servers, licence and contact', () => {
    expect(document.servers?.length).toBeGreaterThan(0);
    expect(document.info.contact).toBeDefined();
    expect(document.info.license).toBeDefined();
  });
});
