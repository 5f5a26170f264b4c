import fc from 'fast-check';
import { expect, it } from 'vitest';
import { issueSessionTokens } from '../auth/session-tokens.ts';
import { seedDemo } from '../demo/seed-demo.ts';
import { describeBackend } from '../testing/backend-harness.ts';

/** Every JSON endpoint of docs/product §7 and /api/auth (path parameters filled with arbitrary text). */
const ENDPOINTS: readonly (readonly [string, string])[] = [
  ['POST', '/api/auth/otp/request'],
  ['POST', '/api/auth/otp/verify'],
  ['POST', '/api/auth/refresh'],
  ['POST', '/api/auth/logout'],
  ['GET', '/api/auth/session'],
  ['POST', '/api/v1/callmeback'],
  ['PUT', '/api/v1/callmeback/:id'],
  ['GET', '/api/admin/leads'],
  ['GET', '/user-management/v1/users/user-profiles'],
  ['POST', '/user-management/v1/users/switcher'],
  ['PUT', '/user-management/v2/students/profile'],
  ['PUT', '/user-management/v3/students/register'],
  ['POST', '/user-management/v3/students/:id/parent'],
  ['POST', '/user-management/v3/students'],
  ['PUT', '/user-management/v1/users/verify-email/:token'],
  ['GET', '/sessions/v2/students/subscription-status'],
  ['PUT', '/sessions/v1/students/activate-trial'],
  ['GET', '/api/v1/modals/configuration'],
  ['GET', '/api/v1/contents/package_subscriptions/paused_subscription_popup'],
  ['POST', '/api/v1/support_issues'],
  ['POST', '/api/v2/support_issues'],
  ['GET', '/api/v1/features'],
  ['GET', '/api/v1/tanya/search'],
  ['GET', '/api/v1/tanya/questions/:id/captions.vtt'],
];

const jsonish = fc.oneof(
  fc.json(),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string(),
  fc.constant(
    '{"phone_number":"0812-3456-7890","name":"Budi","grade":"9","user_type":"parent","source_page":"Home Page"}',
  ),
  fc
    .record({
      phone_number: fc.string(),
      code: fc.string(),
      challenge_id: fc.string(),
      switchTouserId: fc.string(),
      grade: fc.anything(),
      reason: fc.oneof(fc.string({ maxLength: 300 }), fc.anything()),
      token: fc.string({ maxLength: 200 }),
    })
    .map((value) => JSON.stringify(value)),
);

const headerValue = fc.string({ maxLength: 300 }).map((value) => value.replace(/[^\x20-\x7e]/g, ''));

describeBackend('every JSON endpoint under arbitrary input', (h) => {
  it('never answers 5xx, and every error has the one Indonesian error shape', async () => {
    const { database, config } = h();
    await seedDemo(database.db);
    const student = await database.db
      .selectFrom('users')
      .selectAll()
      .where('role', '=', 'student')
      .executeTakeFirstOrThrow();
    const { access_token: validToken } = await issueSessionTokens(database.db, student, {
      config,
      now: h().clock.now,
    });

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ENDPOINTS),
        jsonish,
        fc.record({
          token: fc.oneof(fc.constant(undefined), fc.constant(validToken), fc.string({ maxLength: 200 })),
          query: fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 40 }), { maxKeys: 4 }),
          pathParam: fc.oneof(fc.string({ maxLength: 60 }), fc.uuid()),
          contentType: fc.oneof(
            fc.constant(undefined),
            fc.constant('application/json'),
            fc.constant('text/plain'),
            headerValue,
          ),
          requestId: fc.oneof(fc.constant(undefined), headerValue),
          ipOctet: fc.integer({ min: 1, max: 254 }),
          origin: fc.oneof(
            fc.constant(undefined),
            fc.constant('http://localhost:3000'),
            fc.constant('https://evil.example'),
            headerValue,
          ),
        }),
        async ([method, template], body, extra) => {
          const path = template.replace(/:(id|token)/, encodeURIComponent(extra.pathParam) || 'x');
          const query = new URLSearchParams(extra.query).toString();
          const headers: Record<string, string> = {};
          if (extra.contentType !== undefined) headers['content-type'] = extra.contentType;
          if (extra.requestId !== undefined) headers['x-request-id'] = extra.requestId;
          if (extra.origin !== undefined) headers.origin = extra.origin;
          const response = await h().request(method, query ? `${path}?${query}` : path, {
            body: method === 'GET' ? undefined : body,
            token: extra.token === '' ? undefined : extra.token,
            headers,
            ip: `198.51.100.${extra.ipOctet}`,
          });
          expect(response.status, `${method} ${path}`).toBeLessThan(500);
          if (response.status >= 400 && response.headers.get('content-type')?.includes('json')) {
            const parsed = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
            expect(typeof parsed.error?.code).toBe('string');
            expect(typeof parsed.error?.message).toBe('string');
          }
        },
      ),
      { numRuns: 400 },
    );
  }, 120_000);
});
