import { AKADEMI_MESSAGES } from '@bimbel/domain/events/akademi-application';
import { SMARTFEST_CLOSED_MESSAGE } from '@bimbel/domain/events/smartfest-edition';
import { SMARTFEST_MESSAGES } from '@bimbel/domain/events/smartfest-registration';
import { beforeAll, expect, it } from 'vitest';
import { describeBackend, TEST_ADMIN_TOKEN } from '../testing/backend-harness.ts';
import { EVENT_FORM_IP_LIMIT, EVENT_FORM_PHONE_LIMIT, EVENT_RATE_LIMITED_MESSAGE } from './event-policy.ts';
import { seedSmartfestDemo } from './seed-smartfest-demo.ts';

const REGISTER = '/api/v1/smartfest/registrations';
const APPLY = '/api/v1/akademi/applications';
const EXPORT_SMARTFEST = '/api/admin/smartfest-registrations';
const EXPORT_AKADEMI = '/api/admin/akademi-applications';

const registration = {
  student_name: 'Budi Santoso',
  grade: 8,
  school: 'SMPN 1 Bandung',
  parent_name: 'Ibu Sari',
  parent_phone: '0812 3456 7890',
  email: '',
  consent: true,
};

const application = {
  name: 'Dewi Lestari',
  phone: '0813 1111 2222',
  email: 'dewi@contoh.id',
  province: 'Jawa Barat',
  city: 'Bandung',
  subjects: ['matematika', 'fisika'],
  levels: ['SMP'],
  experience: '3-5',
  motivation: 'Saya suka mengajar, "pecahan" terutama.',
  consent: true,
};

type Body = {
  data?: { id: string; repeat: boolean; edition?: string; registrations?: Record<string, unknown>[]; applications?: Record<string, unknown>[]; next_cursor?: string | null };
  error?: { code: string; message: string; field?: string; fields?: Record<string, string> };
};

describeBackend('SmartFest registrations and Akademi applications', (h) => {
  beforeAll(async () => {
    // The demo edition, relative to the harness's frozen clock: registration open.
    expect(await seedSmartfestDemo(h().database.db, h().clock.now)).toBe(1);
    expect(await seedSmartfestDemo(h().database.db, h().clock.now)).toBe(0);
  });

  const post = (path: string, json: unknown, ip = '203.0.113.20') => h().request('POST', path, { json, ip });
  const admin = (path: string, token = TEST_ADMIN_TOKEN) =>
    h().request('GET', path, { headers: { authorization: `Bearer ${token}` } });

  it('stores a registration (201) and answers a double submit with the same row (200), storing one', async () => {
    const first = await post(REGISTER, registration);
    expect(first.status).toBe(201);
    const stored = (await first.json()) as Body;
    expect(stored.data).toMatchObject({ repeat: false, edition: expect.stringMatching(/^smartfest-/) });
    const again = await post(REGISTER, { ...registration, student_name: 'budi santoso', parent_phone: '+62 812-3456-7890' });
    expect(again.status).toBe(200);
    expect(((await again.json()) as Body).data).toMatchObject({ id: stored.data!.id, repeat: true });
    const count = await h().database.db.selectFrom('smartfest_registrations').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('stores two submits at the same instant once', async () => {
    const twin = { ...registration, student_name: 'Citra Kembar', parent_phone: '0812 9999 0001' };
    const answers = await Promise.all([post(REGISTER, twin), post(REGISTER, twin)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    const ids = await Promise.all(answers.map(async (answer) => ((await answer.json()) as Body).data!.id));
    expect(ids[0]).toBe(ids[1]);
  });

  it('answers every wrong field at once, in Indonesian, and stores nothing', async () => {
    const response = await post(REGISTER, { student_name: 'B', grade: 3, school: '', parent_phone: '021-555', parent_name: 'x', consent: false });
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as Body;
    expect(error).toMatchObject({ code: 'validation_failed', field: 'student_name', message: SMARTFEST_MESSAGES.studentName });
    expect(error!.fields).toEqual({
      student_name: SMARTFEST_MESSAGES.studentName,
      grade: SMARTFEST_MESSAGES.grade,
      school: SMARTFEST_MESSAGES.school,
      parent_phone: SMARTFEST_MESSAGES.parentPhone,
      parent_name: SMARTFEST_MESSAGES.parentName,
      consent: SMARTFEST_MESSAGES.consent,
    });
    expect((await post(REGISTER, 'not an object')).status).toBe(422);
    expect((await h().request('POST', REGISTER, { body: '{"student_name":' })).status).toBe(400);
  });

  it('refuses a registration outside the window with 409 registration_closed', async () => {
    const { clock } = h();
    const saved = clock.now;
    clock.advance(40 * 86_400_000); // past the demo window's 30 days, before its final
    try {
      const response = await post(REGISTER, { ...registration, student_name: 'Terlambat' });
      expect(response.status).toBe(409);
      expect(((await response.json()) as Body).error).toEqual({ code: 'registration_closed', message: SMARTFEST_CLOSED_MESSAGE });
    } finally {
      clock.now = saved;
    }
  });

  it('limits new registrations per parent number, repeats not counted', async () => {
    const phone = '0812 7777 0000';
    for (let child = 0; child < EVENT_FORM_PHONE_LIMIT.limit; child += 1) {
      const answer = await post(REGISTER, { ...registration, student_name: `Anak ${child + 1}`, parent_phone: phone }, `198.51.100.${child}`);
      expect(answer.status).toBe(201);
    }
    // A repeat still answers what is stored.
    expect((await post(REGISTER, { ...registration, student_name: 'Anak 1', parent_phone: phone }, '198.51.100.50')).status).toBe(200);
    const over = await post(REGISTER, { ...registration, student_name: 'Anak lagi', parent_phone: phone }, '198.51.100.51');
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await over.json()) as Body).error).toEqual({ code: 'rate_limited', message: EVENT_RATE_LIMITED_MESSAGE });
  });

  it('limits submissions per IP, invalid ones included', async () => {
    const ip = '192.0.2.77';
    for (let hit = 0; hit < EVENT_FORM_IP_LIMIT.limit; hit += 1) {
      expect((await post(APPLY, { name: '' }, ip)).status).toBe(422);
    }
    expect((await post(APPLY, application, ip)).status).toBe(429);
    // Another IP is not affected.
    expect((await post(APPLY, { name: '' }, '192.0.2.78')).status).toBe(422);
  });

  it('stores an application once per number and answers a repeat with it', async () => {
    const first = await post(APPLY, application);
    expect(first.status).toBe(201);
    const { data } = (await first.json()) as Body;
    const again = await post(APPLY, { ...application, phone: '+6281311112222', name: 'Dewi L.' });
    expect(again.status).toBe(200);
    expect(((await again.json()) as Body).data).toMatchObject({ id: data!.id, repeat: true });
  });

  it('answers every wrong application field at once', async () => {
    const response = await post(APPLY, { ...application, province: 'Atlantis', subjects: ['biologi'], levels: [], motivation: 'x'.repeat(501) });
    expect(response.status).toBe(422);
    expect(((await response.json()) as Body).error!.fields).toEqual({
      province: AKADEMI_MESSAGES.province,
      subjects: AKADEMI_MESSAGES.subjects,
      levels: AKADEMI_MESSAGES.levels,
      motivation: AKADEMI_MESSAGES.motivationTooLong,
    });
  });

  it('exports registrations and applications behind ADMIN_TOKEN only', async () => {
    for (const path of [EXPORT_SMARTFEST, EXPORT_AKADEMI]) {
      expect((await h().request('GET', path)).status).toBe(401);
      expect((await admin(path, `${TEST_ADMIN_TOKEN}x`)).status).toBe(401);
    }
  });

  it('exports registrations as JSON pages and as CSV', async () => {
    // Page by page (two a page): every row once, the cursor carrying on where a page ended.
    const seen: Record<string, unknown>[] = [];
    let cursor: string | null | undefined;
    do {
      const response = await admin(`${EXPORT_SMARTFEST}?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      const body = (await response.json()) as Body;
      expect(body.data!.registrations!.length).toBeLessThanOrEqual(2);
      seen.push(...body.data!.registrations!);
      cursor = body.data!.next_cursor;
    } while (cursor);
    const total = await h().database.db.selectFrom('smartfest_registrations').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(new Set(seen.map((row) => row.id)).size).toBe(Number(total.n));
    expect(seen.length).toBe(Number(total.n));
    expect(seen.find((row) => row.student_name === 'Budi Santoso')).toMatchObject({
      grade: '8',
      school: 'SMPN 1 Bandung',
      parent_name: 'Ibu Sari',
      parent_phone: '+6281234567890',
      email: null,
      created_at_wib: '2026-11-22 10:00:00',
      edition: expect.stringMatching(/^smartfest-/),
    });
    const csv = await admin(`${EXPORT_SMARTFEST}?format=csv`);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="smartfest-awal_akhir.csv"');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the UTF-8 BOM Excel needs
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith('created_at_wib,edition,student_name,grade,school,parent_name,parent_phone')).toBe(true);
    expect(text).toContain(",Budi Santoso,8,SMPN 1 Bandung,Ibu Sari,'+6281234567890,");
  });

  it('exports applications with their lists', async () => {
    const body = (await (await admin(EXPORT_AKADEMI)).json()) as Body;
    expect(body.data!.applications![0]).toMatchObject({
      name: 'Dewi Lestari',
      phone: '+6281311112222',
      province: 'Jawa Barat',
      subjects: ['matematika', 'fisika'],
      levels: ['SMP'],
      experience: '3-5',
    });
    const text = await (await admin(`${EXPORT_AKADEMI}?format=csv&from=2026-11-01&to=2026-11-30`)).text();
    expect(text).toContain(`Dewi Lestari,'+6281311112222,dewi@contoh.id,Jawa Barat,Bandung,matematika; fisika,SMP,3-5,"Saya suka mengajar, ""pecahan"" terutama.",`);
    expect(await (await admin(`${EXPORT_AKADEMI}?format=csv&from=2026-12-01`)).text()).not.toContain('Dewi');
  });
});
