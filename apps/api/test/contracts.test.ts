import { pathParameterNames } from '@nestway/core/contract';
import { allEndpoints } from '@nestway/core/contracts/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastifyPath } from '../src/http/route';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('endpoint contracts', () => {
  it('every contract has its route, with the access it declares', async () => {
    const missing = allEndpoints.filter((endpoint) => !t.app.hasRoute({ method: endpoint.method, url: fastifyPath(endpoint.path) }));
    expect(missing.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);

    // A signed-out caller is let through public endpoints only (the others answer 401 before any parsing).
    for (const endpoint of allEndpoints.filter((e) => e.access !== 'public')) {
      const url = endpoint.path.replace(/\{\w+\}/g, 'x');
      const response = await t.app.inject({
        method: endpoint.method,
        url,
        headers: { origin: 'http://localhost:5000', 'content-type': 'application/json' },
        payload: endpoint.method === 'GET' ? undefined : '{}',
      });
      expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(401);
      expect(response.json().code).toBe('unauthenticated');
    }
  });

  it('serves the OpenAPI 3.1 document made from the contracts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, unknown> }; responses: Record<string, unknown>; security?: unknown[] }>
      >;
    }>();
    expect(document.openapi).toBe('3.1.0');
    for (const endpoint of allEndpoints) {
      const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      expect(Object.keys(operation!.responses)).toContain('4XX');
      // A public operation requires nothing (`security: []`); every other one requires the session.
      expect((operation!.security ?? []).length > 0, `${endpoint.path} security`).toBe(endpoint.access !== 'public');
      if (endpoint.multipart) expect(Object.keys(operation!.requestBody!.content)).toEqual(['multipart/form-data']);
    }
    // Nothing but the contracts: the reference page's own files are not in it.
    expect(Object.keys(document.paths).sort()).toEqual([...new Set(allEndpoints.map((endpoint) => endpoint.path))].sort());
  });

  it('serves the reference page at /api/docs', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('swagger-ui');
  });

  it("declares each path parameter in its contract's params schema", () => {
    for (const endpoint of allEndpoints) {
      const declared = Object.keys(endpoint.params?.shape ?? {});
      expect(declared, `${endpoint.method} ${endpoint.path}`).toEqual(pathParameterNames(endpoint.path));
    }
  });
});
