import { ALL_CONTRACTS } from '@bimbel/domain/contracts/all-contracts';
import { defineContract } from '@bimbel/domain/contracts/contract';
import { endpoint, toRouterPath } from '@bimbel/domain/contracts/endpoint';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createBackendApp } from './backend-app.ts';
import { MIDTRANS_SANDBOX_PATH } from './config/midtrans-config.ts';
import type { BackendEnv } from './http/backend-context.ts';
import { findContractViolation, respond, serve } from './http/contract-routes.ts';
import { testConfig } from './testing/backend-harness.ts';

/** The backend app; none of these tests reaches the database. */
const backendApp = () =>
  createBackendApp({
    config: () => testConfig(),
    database: () => Promise.reject(new Error('no database in this test')),
  });

/**
 * `METHOD /path` of every route the backend app answers (middleware and the JSON 404s aside), but
 * the built-in Midtrans sandbox's: it stands in for Midtrans and speaks its protocol (decision 080).
 */
function servedRoutes(): Set<string> {
  const app = backendApp();
  return new Set(
    app.routes
      .filter((route) => route.method !== 'ALL' && !route.path.startsWith(MIDTRANS_SANDBOX_PATH))
      .map((route) => `${route.method} ${route.path}`),
  );
}

const declared = new Set(
  ALL_CONTRACTS.map((contract) => `${contract.endpoint.method} ${toRouterPath(contract.endpoint.path)}`),
);

describe('the contracts and the server', () => {
  it('serves no route without a contract', () => {
    const undeclared = [...servedRoutes()].filter((route) => !declared.has(route));
    expect(undeclared).toEqual([]);
  });

  it('has a route for every contract', () => {
    const served = servedRoutes();
    const unserved = [...declared].filter((route) => !served.has(route));
    expect(unserved).toEqual([]);
  });

  it('declares each call once', () => {
    expect(declared.size).toBe(ALL_CONTRACTS.length);
  });
});

describe('the response check', () => {
  const contract = defineContract({
    endpoint: endpoint('GET', 'api', '/api/test/thing'),
    service: 'test',
    summary: 'A test call.',
    auth: 'none',
    response: z.object({ name: z.string() }),
    errors: ['not_found'],
  });
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('accepts an answer of the declared shape', async () => {
    expect(await findContractViolation(contract, json({ data: { name: 'Raka' } }))).toBeUndefined();
  });

  it('names the field of an answer of another shape', async () => {
    expect(await findContractViolation(contract, json({ data: { name: 7 } }))).toMatch(/^answer: data\.name/);
  });

  it('refuses an error code the contract does not list, or with another status', async () => {
    const body = (code: string) => ({ error: { code, message: 'Ada yang salah' } });
    expect(await findContractViolation(contract, json(body('not_found'), 404))).toBeUndefined();
    expect(await findContractViolation(contract, json(body('trial_already_used'), 409))).toMatch(/not in the contract/);
    expect(await findContractViolation(contract, json(body('not_found'), 409))).toMatch(/with status 409/);
  });

  it('turns a wrong answer into a 500 when the check is on, and lets it through when off', async () => {
    const build = (check: '0' | '1') => {
      const app = new Hono<BackendEnv>();
      const deps = {
        config: () => testConfig({ API_CONTRACT_CHECK: check }),
        database: () => Promise.reject(new Error('unused')),
        now: () => new Date(),
        paymentGateway: () => {
          throw new Error('unused');
        },
      };
      // A handler that breaks its contract (the cast stands for a bug the types did not see).
      serve(app, deps, contract, (c) => respond(c, contract, { name: 42 } as unknown as { name: string }));
      return app;
    };
    expect((await build('1').request('/api/test/thing')).status).toBe(500);
    expect((await build('0').request('/api/test/thing')).status).toBe(200);
  });
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document covering every route, with the error shape and auth', async () => {
    const response = await backendApp().request('http://localhost:3000/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { security: unknown[]; responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
    };
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');

    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${toRouterPath(path)}`),
    );
    expect(new Set(documented)).toEqual(servedRoutes());

    const profiles = document.paths['/user-management/v1/users/user-profiles']!.get!;
    expect(profiles.security).toEqual([{ bearerAuth: [] }, { cookieAuth: [] }]);
    expect(Object.keys(profiles.responses)).toEqual(expect.arrayContaining(['200', '401', '500']));
    expect(document.components.schemas.ApiError).toBeDefined();
  });
});
