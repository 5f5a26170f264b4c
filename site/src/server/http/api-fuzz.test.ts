import fc from 'fast-check';
import { Hono } from 'hono';
import { expect, it } from 'vitest';
import { issueSessionTokens } from '../auth/session-tokens.ts';
import { API_PREFIXES, createBackendApp } from '../backend-app.ts';
import { seedDemo } from '../demo/seed-demo.ts';
import { describeBackend, TEST_ORIGIN, type Harness } from '../testing/backend-harness.ts';
import { rejectBadAddresses } from './bad-address.ts';
import { MAX_BODY_BYTES } from './body-limit.ts';

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
  ['GET', '/sessions/v1/students/sessions'],
  ['GET', '/sessions/v1/students/sessions/past'],
  ['GET', '/sessions/v1/sessions/:id'],
  ['GET', '/api/v1/live_classes/:id/get_join_url/54b42824-1746-4bad-942e-b5b94fc32086'],
  ['POST', '/api/admin/live-classes/import'],
  ['PATCH', '/api/admin/live-classes/:id'],
  ['DELETE', '/api/admin/live-classes/:id'],
  ['GET', '/api/admin/live-classes/:id/teacher-join-url'],
  ['GET', '/api/v1/live_classes/:id/calendar.ics'],
  ['GET', '/sessions/v1/students/calendar/:file'],
  ['GET', '/sessions/v1/students/calendar-feed'],
  ['GET', '/sessions/v1/students/reminder-preferences'],
  ['PUT', '/sessions/v1/students/reminder-preferences'],
  ['GET', '/sessions/v1/sessions/:id/questions'],
  ['POST', '/sessions/v1/sessions/:id/questions'],
  ['PUT', '/sessions/v1/sessions/:id/questions/54b42824-1746-4bad-942e-b5b94fc32086/vote'],
  ['DELETE', '/sessions/v1/sessions/:id/questions/54b42824-1746-4bad-942e-b5b94fc32086/vote'],
  ['DELETE', '/sessions/v1/sessions/:id/questions/54b42824-1746-4bad-942e-b5b94fc32086'],
  ['GET', '/api/admin/live-classes/:id/questions'],
  ['POST', '/api/admin/live-classes/:id/questions/54b42824-1746-4bad-942e-b5b94fc32086/answer'],
  ['POST', '/api/admin/live-classes/:id/questions/54b42824-1746-4bad-942e-b5b94fc32086/hide'],
  ['GET', '/api/admin/live-classes/:id/teacher-qna-url'],
  ['POST', '/api/v1/live_classes/:id/teacher-qna/questions/54b42824-1746-4bad-942e-b5b94fc32086/answer'],
  ['POST', '/api/v1/live_classes/:id/teacher-qna/questions/54b42824-1746-4bad-942e-b5b94fc32086/hide'],
  ['PUT', '/sessions/v1/sessions/:id/rating'],
  ['GET', '/sessions/v1/students/my-focus-exam'],
  ['GET', '/sessions/v1/parents/students/:id/weekly-report'],
  ['GET', '/sessions/v1/parents/weekly-report-preferences'],
  ['PUT', '/sessions/v1/parents/weekly-report-preferences'],
  ['POST', '/api/v1/tanya/questions/:id/views'],
  // Free sessions and seat bookings (issue 15).
  ['GET', '/sessions/v1/sessions/free'],
  ['GET', '/sessions/v1/students/sessions/slots/:id'],
  ['POST', '/sessions/v1/students/sessions/slots/:id/booking'],
  ['DELETE', '/sessions/v1/students/sessions/slots/:id/booking'],
  // Packages, orders and payments (issue 16).
  ['GET', '/api/v1/packages'],
  ['GET', '/api/v1/packages/:id'],
  ['POST', '/api/admin/packages/import'],
  ['POST', '/api/v1/orders/quote'],
  ['POST', '/api/v1/orders'],
  ['GET', '/api/v1/orders/:id'],
  ['POST', '/api/v1/orders/:id/payments'],
  ['GET', '/api/v1/orders/:id/receipt'],
  ['GET', '/api/v1/purchases'],
  ['POST', '/api/v1/payments/midtrans/notification'],
  ['PUT', '/sessions/v1/students/:id/subscription/pause'],
  ['PUT', '/sessions/v1/students/:id/subscription/resume'],
  // SmartFest and Akademi Guru (issue 17, decision 085).
  ['POST', '/api/v1/smartfest/registrations'],
  ['GET', '/api/admin/smartfest-registrations'],
  ['POST', '/api/v1/akademi/applications'],
  ['GET', '/api/admin/akademi-applications'],
];

/** zod's English defaults (issue 13): no message a user can see reads like these. */
const ENGLISH = /invalid input|expected|received|required|too (?:small|big)|must|invalid (?:type|option)/i;

/** Deeply nested JSON: arrays, objects, and both. */
const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

const jsonish = fc.oneof(
  fc.json(),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string(),
  fc.integer({ min: 1, max: 20_000 }).map((depth) => nestedArrays(depth)),
  fc.integer({ min: 1, max: 6_000 }).map((depth) => nestedObjects(depth)),
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
      body: fc.oneof(fc.string({ maxLength: 600 }), fc.anything()),
      answer: fc.oneof(fc.string({ maxLength: 2100 }), fc.constant(null), fc.anything()),
      hidden: fc.oneof(fc.boolean(), fc.anything()),
      stars: fc.oneof(fc.integer({ min: -2, max: 8 }), fc.double(), fc.anything()),
      comment: fc.oneof(fc.string({ maxLength: 600 }), fc.constant(null), fc.anything()),
      studentId: fc.oneof(fc.uuid(), fc.string({ maxLength: 40 })),
      // The SmartFest and Akademi forms (decision 085).
      student_name: fc.oneof(fc.string({ maxLength: 120 }), fc.anything()),
      parent_phone: fc.oneof(fc.constant('0812 3456 7890'), fc.string()),
      subjects: fc.oneof(fc.array(fc.constantFrom('matematika', 'fisika', 'biologi')), fc.anything()),
      levels: fc.oneof(fc.array(fc.string({ maxLength: 4 })), fc.anything()),
      consent: fc.anything(),
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
            expect(parsed.error?.message, `${method} ${path} ${body.slice(0, 80)}`).not.toMatch(ENGLISH);
          }
        },
      ),
      { numRuns: 400 },
    );
  }, 120_000);

  /** The backend app on the harness's database, for requests the harness cannot send (streams, bytes). */
  const backendOf = (harness: Harness) =>
    createBackendApp({
      database: async () => harness.database,
      config: () => harness.config,
      now: () => harness.clock.now,
    });

  /**
   * The production stack in front of the page router (site-adapter.ts): the address guard, the
   * backend, then a stand-in for Waku's router, which `decodeURI`s the path and throws.
   */
  const productionStackOf = (harness: Harness) => {
    const app = new Hono();
    app.use(rejectBadAddresses({ rscBase: 'RSC', apiPrefixes: API_PREFIXES }));
    app.route('/', backendOf(harness));
    app.all('*', (c) => c.text(`page ${decodeURI(new URL(c.req.url).pathname)}`));
    return app;
  };

  const UNSAFE = ENDPOINTS.filter(([method]) => method !== 'GET');

  it('refuses oversized and lying bodies on every state-changing call, reading no more than the limit', async () => {
    const app = backendOf(h());
    const CHUNK = 16 * 1024;
    for (const [method, template] of UNSAFE) {
      const path = template.replace(/:(id|token)/, '54b42824-1746-4bad-942e-b5b94fc32086');
      for (const declared of ['10', String(300 * 1024 * 1024), undefined]) {
        let pulled = 0;
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (pulled >= 20 * 1024 * 1024) return controller.close();
            pulled += CHUNK;
            controller.enqueue(new Uint8Array(CHUNK).fill(0x20));
          },
        });
        const headers: Record<string, string> = { origin: TEST_ORIGIN, 'content-type': 'application/json' };
        if (declared !== undefined) headers['content-length'] = declared;
        const response = await app.request(
          new Request(`${TEST_ORIGIN}${path}`, { method, headers, body, duplex: 'half' } as RequestInit),
        );
        const label = `${method} ${path} content-length ${declared}`;
        expect(response.status, label).toBe(413);
        expect(await response.json(), label).toEqual({
          error: { code: 'payload_too_large', message: 'Data yang dikirim terlalu besar.' },
        });
        expect(pulled, label).toBeLessThanOrEqual(MAX_BODY_BYTES + CHUNK);
      }
    }
  }, 60_000);

  it('answers deep JSON with 400/422 (413 past the size limit), never a crash or a stack overflow', async () => {
    const cases: [string, number[]][] = [
      [nestedArrays(30_000), [422]],
      [nestedObjects(10_000), [422]],
      ['['.repeat(10_000), [400]],
      [nestedArrays(100_000), [413]],
      [`{"phone_number":${nestedArrays(20_000)}}`, [422]],
    ];
    for (const [method, template] of UNSAFE) {
      const path = template.replace(/:(id|token)/, '54b42824-1746-4bad-942e-b5b94fc32086');
      for (const [body, statuses] of cases) {
        const response = await h().request(method, path, { body });
        const label = `${method} ${path} ${body.slice(0, 12)}…(${body.length})`;
        // A call behind a token or a rate limit may refuse before it reads the body; logout
        // accepts any body.
        if ([401, 403, 404, 429].includes(response.status) || response.status < 300) continue;
        expect(statuses, label).toContain(response.status);
        const { error } = (await response.json()) as { error: { message: string } };
        expect(error.message, label).not.toMatch(ENGLISH);
      }
    }
    // The one from issue 13, on a call that reads its body first.
    const response = await h().request('POST', '/api/v1/callmeback', { body: nestedArrays(10_000) });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: { code: 'validation_failed', message: 'Data yang dikirim tidak sesuai. Periksa lagi, ya.' },
    });
  }, 60_000);

  it('refuses half of a UTF-16 pair written in JSON ("\\ud800") with the Indonesian validation message (422), never a 5xx', async () => {
    const cases: readonly [string, string, string][] = [
      ['/api/v1/callmeback', '{"phone_number":"0812-3456-7890","name":"Budi\\ud800","grade":"9","user_type":"parent","source_page":"Home Page"}', 'name'],
      ['/api/v1/payments/midtrans/notification', '{"order_id":"x","transaction_status":"settlement\\udfff","status_code":"200","gross_amount":"1","signature_key":"s"}', 'transaction_status'],
      ['/api/v1/smartfest/registrations', '{"\\ud800":1}', '\ud800'],
    ];
    for (const [path, body, field] of cases) {
      const response = await h().request('POST', path, { body });
      expect(response.status, path).toBe(422);
      expect(await response.json(), path).toEqual({
        error: { code: 'validation_failed', message: 'Isiannya tidak sesuai. Periksa lagi, ya.', field },
      });
    }
  });

  it('refuses a body that is not UTF-8 as unreadable JSON (400)', async () => {
    const app = backendOf(h());
    const bodies = [
      Uint8Array.from([0xff, 0xfe, 0x7b, 0x7d]),
      new Uint8Array([...new TextEncoder().encode('{"name":"'), 0xc0, 0xaf, ...new TextEncoder().encode('"}')]),
      new Uint8Array([...new TextEncoder().encode('{"phone_number":"'), 0xed, 0xa0, 0x80, 0x22, 0x7d]),
      new Uint8Array([0x7b, 0x22, 0x80]),
    ];
    for (const body of bodies) {
      const response = await app.request(`${TEST_ORIGIN}/api/v1/callmeback`, {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
        body,
      });
      expect(response.status, String(body)).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'bad_json', message: 'Data yang dikirim tidak bisa dibaca. Coba lagi, ya.' },
      });
    }
  });

  const MALFORMED_ESCAPES = ['%zz', '%', '%2', '%C0', '%C0%AF', '%E0%80%80', '%ED%A0%80', '%F4%90%80%80', '%FF', 'a%G1b'];
  const PREFIXES = [
    '/',
    '/tanya/',
    '/tanya/cari/',
    '/assets/',
    '/sitemaps/',
    '/media/',
    '/bimbel/',
    '/RSC/R/',
    '/RSC/F/',
    ...API_PREFIXES,
    '/api/v1/callmeback/',
    '/user-management/v1/users/verify-email/',
    '/api/v1/tanya/questions/',
  ];

  it('answers a malformed escape in any prefix with 400 and no stack trace', async () => {
    const app = productionStackOf(h());
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PREFIXES),
        fc.constantFrom(...MALFORMED_ESCAPES),
        fc.constantFrom('', '.xml', '.txt', '/x', '/captions.vtt'),
        fc.constantFrom('GET', 'POST', 'PUT', 'HEAD'),
        async (prefix, escape, suffix, method) => {
          const path = `${prefix}${escape}${suffix}`;
          const response = await app.request(`${TEST_ORIGIN}${path}`, { method, headers: { origin: TEST_ORIGIN } });
          expect(response.status, `${method} ${path}`).toBe(400);
          const text = await response.text();
          expect(text, path).not.toMatch(/URIError|Error:|\bat /);
          if (API_PREFIXES.some((api) => path.startsWith(api)) && method !== 'HEAD') {
            expect(JSON.parse(text)).toEqual({
              error: { code: 'bad_request', message: 'Alamat ini tidak bisa dibaca. Periksa lagi tautannya, ya.' },
            });
          }
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);

  it('answers RSC addresses Waku does not serve with 404, and bad escapes in them with 400', async () => {
    const app = productionStackOf(h());
    const cases: [string, string, number][] = [
      ['GET', '/RSC/R/foo', 404],
      ['GET', '/RSC/x.txt', 404],
      ['GET', '/RSC/F/abc/def.txt', 404],
      ['POST', '/RSC/F/abc/def.txt', 404],
      ['POST', '/RSC/F/_src/x.ts/action.txt', 404],
      ['GET', '/RSC/R/%zz.txt', 400],
      ['GET', '/RSC/R/tanya/%E0%80.txt', 400],
      ['GET', '/RSC/R/_root.txt', 200],
    ];
    for (const [method, path, status] of cases) {
      const response = await app.request(`${TEST_ORIGIN}${path}`, {
        method,
        headers: { origin: TEST_ORIGIN, 'content-type': 'text/plain' },
        body: method === 'POST' ? '[]' : undefined,
      });
      expect(response.status, `${method} ${path}`).toBe(status);
      expect(await response.text()).not.toMatch(/Error|\bat /);
    }
  });
});
