import type { ClassImportInput, TeacherImportInput } from '@bimbel/domain/live-classes/class-import';
import { beforeEach, expect, it } from 'vitest';
import { resetTables } from '../db/testing/test-database.ts';
import { describeBackend, TEST_ADMIN_TOKEN, type Harness } from '../testing/backend-harness.ts';
import { insertClass, insertStudent, insertTeacher } from './testing/class-fixtures.ts';
import { jitsiJoinPayload } from './testing/jitsi-token.ts';
import { mintAccessToken } from '../sessions/subscription-fixtures.ts';

const IMPORT = '/api/admin/live-classes/import';
const classPath = (id: string) => `/api/admin/live-classes/${id}`;
const ADMIN = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

const teacher = (slug: string, overrides: Partial<TeacherImportInput> = {}): TeacherImportInput => ({
  slug,
  name: `Guru ${slug}`,
  subjects: ['matematika'],
  bio: 'Guru matematika yang sabar.',
  ...overrides,
});

const liveClass = (externalId: string, overrides: Partial<ClassImportInput> = {}): ClassImportInput => ({
  externalId,
  kind: 'regular',
  subject: 'matematika',
  grades: [8],
  curriculum: 'Kurikulum Merdeka',
  title: 'Persamaan Linear',
  topic: 'Persamaan linear satu variabel',
  teacher: 'bu-rina',
  startsAt: '2026-11-30T19:00:00+07:00',
  endsAt: '2026-11-30T20:30:00+07:00',
  capacity: 200,
  ...overrides,
});

type Counts = { created: number; updated: number; unchanged: number };
type ImportAnswer = { data: { dryRun: boolean; teachers: Counts; classes: Counts } };
type ErrorAnswer = {
  error: {
    code: string;
    message: string;
    field?: string;
    problems?: { list: string; index: number; key?: string; reason: string }[];
  };
};
type ClassAnswer = {
  data: {
    changed: boolean;
    liveClass: {
      id: string;
      externalId: string;
      sequence: number;
      cancelledAt: string | null;
      startsAt: string;
      title: string;
      capacity: number;
      recordingUrl: string | null;
      teacher: { slug: string };
    };
  };
};

function setup(h: () => Harness) {
  beforeEach(async () => {
    await resetTables(h().database);
  });
  const send = async <T>(
    method: string,
    path: string,
    json?: unknown,
    headers: Record<string, string> = ADMIN,
  ) => {
    const response = await h().request(method, path, { json, headers });
    return { status: response.status, response, body: (await response.json()) as T };
  };
  const stored = (externalId: string) =>
    h()
      .database.db.selectFrom('live_classes')
      .selectAll()
      .where('external_id', '=', externalId)
      .executeTakeFirstOrThrow();
  return { send, stored, db: () => h().database.db };
}

describeBackend('admin: POST /api/admin/live-classes/import', (h) => {
  const { send, stored, db } = setup(h);

  it('answers an import of nothing with 422 or a no-op, never a 5xx', async () => {
    for (const body of [{}, { teachers: [], classes: [] }, { classes: [] }, { teachers: [] }]) {
      const answer = await send<ImportAnswer>('POST', IMPORT, body);
      expect([200, 422], JSON.stringify(body)).toContain(answer.status);
    }
  });

  it('creates teachers and classes, then an unchanged re-import changes nothing (no sequence bump)', async () => {
    const body = {
      teachers: [teacher('bu-rina', { verified: true, photoUrl: '/media/kelas/guru/rina.webp' })],
      classes: [
        liveClass('mtk-8-a', {
          materials: [{ kind: 'slides', title: 'Slide bab 1', url: 'https://cdn.example.id/a.pdf' }],
        }),
        liveClass('mtk-8-b', { startsAt: '2026-12-01T19:00:00+07:00', endsAt: '2026-12-01T20:00:00+07:00' }),
      ],
    };
    const first = await send<ImportAnswer>('POST', IMPORT, body);
    expect(first.status).toBe(200);
    expect(first.response.headers.get('cache-control')).toBe('no-store');
    expect(first.body.data).toEqual({
      dryRun: false,
      teachers: { created: 1, updated: 0, unchanged: 0 },
      classes: { created: 2, updated: 0, unchanged: 0 },
    });
    const a = await stored('mtk-8-a');
    expect(a).toMatchObject({
      starts_at: new Date('2026-11-30T12:00:00Z'),
      ends_at: new Date('2026-11-30T13:30:00Z'),
      grades: [8],
      sequence: 0,
      materials: [{ kind: 'slides', title: 'Slide bab 1', url: 'https://cdn.example.id/a.pdf' }],
      demo: false,
    });

    const again = await send<ImportAnswer>('POST', IMPORT, body);
    expect(again.body.data).toMatchObject({
      teachers: { created: 0, updated: 0, unchanged: 1 },
      classes: { created: 0, updated: 0, unchanged: 2 },
    });
    const after = await stored('mtk-8-a');
    expect(after.sequence).toBe(0);
    expect(after.updated_at).toEqual(a.updated_at);
  });

  it('updates by key: a new time bumps the sequence, a new capacity does not; absent recording is kept', async () => {
    await send('POST', IMPORT, { teachers: [teacher('bu-rina')], classes: [liveClass('mtk-8-a')] });
    const id = (await stored('mtk-8-a')).id;
    await send('PATCH', classPath(id), { recordingUrl: 'https://video.example.id/rekaman.mp4' });

    const capacity = await send<ImportAnswer>('POST', IMPORT, {
      classes: [liveClass('mtk-8-a', { capacity: 300 })],
    });
    expect(capacity.body.data.classes).toEqual({ created: 0, updated: 1, unchanged: 0 });
    expect(await stored('mtk-8-a')).toMatchObject({
      capacity: 300,
      sequence: 0,
      recording_url: 'https://video.example.id/rekaman.mp4',
    });

    await send('POST', IMPORT, {
      classes: [liveClass('mtk-8-a', { capacity: 300, startsAt: '2026-11-30T19:30:00+07:00' })],
    });
    expect(await stored('mtk-8-a')).toMatchObject({
      starts_at: new Date('2026-11-30T12:30:00Z'),
      sequence: 1,
    });
    await send('POST', IMPORT, {
      classes: [
        liveClass('mtk-8-a', {
          capacity: 300,
          startsAt: '2026-11-30T19:30:00+07:00',
          title: 'Persamaan Linear (2)',
        }),
      ],
    });
    expect((await stored('mtk-8-a')).sequence).toBe(2);
  });

  it('writes nothing when one record is bad, and lists every bad record with its index and reason (422)', async () => {
    await insertTeacher(db(), { slug: 'pak-budi' });
    const { status, body } = await send<ErrorAnswer>('POST', IMPORT, {
      teachers: [teacher('bu-rina'), teacher('Bu Rina')],
      classes: [
        liveClass('ok-1'),
        liveClass('buruk-1', { endsAt: '2026-11-30T18:00:00+07:00' }),
        liveClass('ok-2', { teacher: 'pak-budi' }),
        liveClass('buruk-2', { teacher: 'bu-siti' }),
        liveClass('ok-1', { startsAt: '2026-12-02T19:00:00+07:00', endsAt: '2026-12-02T20:00:00+07:00' }),
        { externalId: 'buruk-3' },
        'bukan objek',
      ],
    });
    expect(status).toBe(422);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toBe('6 data tidak valid. Tidak ada yang disimpan; perbaiki lalu kirim lagi.');
    expect(body.error.problems?.map(({ list, index, key }) => [list, index, key])).toEqual([
      ['teachers', 1, 'Bu Rina'],
      ['classes', 1, 'buruk-1'],
      ['classes', 3, 'buruk-2'],
      ['classes', 4, 'ok-1'],
      ['classes', 5, 'buruk-3'],
      ['classes', 6, undefined],
    ]);
    const reasons = body.error.problems?.map((problem) => problem.reason) ?? [];
    expect(reasons[0]).toMatch(/^slug: slug guru hanya huruf kecil/);
    expect(reasons[1]).toBe('endsAt: endsAt harus setelah startsAt');
    expect(reasons[2]).toBe('teacher: guru "bu-siti" tidak ada di impor ini maupun di database');
    expect(reasons[3]).toBe('externalId sama dengan kelas di nomor 0');
    expect(reasons[4]).toMatch(/^kind: kind harus regular, free, atau focus_exam/);
    expect(reasons[5]).toBe('data kelas harus objek JSON');
    expect(await db().selectFrom('live_classes').select('id').execute()).toEqual([]);
    expect((await db().selectFrom('teachers').select('slug').execute()).map((row) => row.slug)).toEqual([
      'pak-budi',
    ]);
  });

  it('checks and counts without keeping anything on dryRun=true', async () => {
    const { body } = await send<ImportAnswer>('POST', `${IMPORT}?dryRun=true`, {
      teachers: [teacher('bu-rina')],
      classes: [liveClass('mtk-8-a')],
    });
    expect(body.data).toEqual({
      dryRun: true,
      teachers: { created: 1, updated: 0, unchanged: 0 },
      classes: { created: 1, updated: 0, unchanged: 0 },
    });
    expect(await db().selectFrom('live_classes').select('id').execute()).toEqual([]);
    expect(await db().selectFrom('teachers').select('id').execute()).toEqual([]);
  });

  it('refuses a body that is not the two lists, without the token (401) and when admin is off', async () => {
    const notLists = await send<ErrorAnswer>('POST', IMPORT, { classes: 'semua' });
    expect(notLists.status).toBe(422);
    expect(notLists.body.error).toMatchObject({ code: 'validation_failed', field: 'classes' });
    expect((await send<ErrorAnswer>('POST', IMPORT, { classes: [] }, {})).status).toBe(401);
    const student = await insertStudent(db(), { subscription: 'PAID' });
    const studentToken = await mintAccessToken(db(), student, { config: h().config, now: h().clock.now });
    const asStudent = await send<ErrorAnswer>(
      'POST',
      IMPORT,
      { classes: [] },
      { authorization: `Bearer ${studentToken}` },
    );
    expect(asStudent.status).toBe(401);
  });

  it('never answers 5xx to records of any shape', async () => {
    const oddities: unknown[] = [
      null,
      42,
      [],
      { ...liveClass('x-1'), grades: '7,8' },
      { ...liveClass('x-2'), startsAt: 'besok' },
      { ...liveClass('x-3'), capacity: 1e12 },
      { ...liveClass('x-4'), materials: [{ kind: 'video', title: 'x', url: 'javascript:alert(1)' }] },
      { ...liveClass('x-5'), externalId: 'a'.repeat(500) },
      { ...liveClass('x-6'), title: 'Judul\u0000' },
      { ...liveClass('x-7'), kind: 'focus_exam', focusExamId: 'UTBK SNBT' },
      { ...liveClass('x-8'), grades: [4], stream: 'IPA' },
      { ...liveClass('x-9'), startsAt: '2026-11-30T19:00:00+07:00', endsAt: '2026-12-01T19:00:00+07:00' },
      { ...liveClass('x-10'), curriculum: 'K13' },
    ];
    const { status, body } = await send<ErrorAnswer>('POST', IMPORT, {
      teachers: [teacher('bu-rina')],
      classes: oddities,
    });
    expect(status).toBe(422);
    expect(body.error.problems).toHaveLength(oddities.length);
  });
});

describeBackend('admin: PATCH and DELETE /api/admin/live-classes/{id}', (h) => {
  const { send, db } = setup(h);

  it('changes times and texts with one sequence bump, checking the times together', async () => {
    const row = await insertClass(db(), { starts_at: new Date('2026-11-30T12:00:00Z') });
    const moved = await send<ClassAnswer>('PATCH', classPath(row.id), {
      startsAt: '2026-11-30T19:30:00+07:00',
      endsAt: '2026-11-30T21:00:00+07:00',
      topic: 'Persamaan linear dua variabel',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      changed: true,
      liveClass: {
        id: row.id,
        externalId: row.external_id,
        sequence: 1,
        startsAt: '2026-11-30T12:30:00.000Z',
      },
    });
    const tooLong = await send<ErrorAnswer>('PATCH', classPath(row.id), {
      endsAt: '2026-12-01T01:00:00+07:00',
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.error).toMatchObject({
      field: 'endsAt',
      message: 'kelas paling lama 4 jam (ini 330 menit)',
    });
    const before = await send<ErrorAnswer>('PATCH', classPath(row.id), {
      endsAt: '2026-11-30T19:00:00+07:00',
    });
    expect(before.body.error.message).toBe('endsAt harus setelah startsAt');
  });

  it('changes materials, recording and capacity without a bump, and a same-value patch changes nothing', async () => {
    const row = await insertClass(db(), { capacity: 50 });
    const patched = await send<ClassAnswer>('PATCH', classPath(row.id), {
      capacity: 80,
      recordingUrl: '/media/kelas/rekaman.mp4',
      materials: [{ kind: 'pdf', title: 'Ringkasan', url: '/media/kelas/r.pdf' }],
    });
    expect(patched.body.data).toMatchObject({
      changed: true,
      liveClass: { sequence: 0, capacity: 80, recordingUrl: '/media/kelas/rekaman.mp4' },
    });
    const same = await send<ClassAnswer>('PATCH', classPath(row.id), { capacity: 80, title: row.title });
    expect(same.body.data).toMatchObject({ changed: false, liveClass: { sequence: 0 } });
  });

  it('moves a class to another teacher by slug (a calendar change), refusing an unknown slug', async () => {
    const row = await insertClass(db());
    const other = await insertTeacher(db(), { slug: 'pak-budi' });
    const moved = await send<ClassAnswer>('PATCH', classPath(row.id), { teacher: other.slug });
    expect(moved.body.data.liveClass).toMatchObject({ teacher: { slug: 'pak-budi' }, sequence: 1 });
    const unknown = await send<ErrorAnswer>('PATCH', classPath(row.id), { teacher: 'bu-siti' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error).toEqual({
      code: 'validation_failed',
      message: 'Guru "bu-siti" belum ada. Impor gurunya dulu, ya.',
      field: 'teacher',
    });
  });

  it('refuses an empty or unknown change (422) and answers 404 for an unknown class', async () => {
    const row = await insertClass(db());
    expect((await send<ErrorAnswer>('PATCH', classPath(row.id), {})).body.error.message).toBe(
      'Kirim minimal satu perubahan, ya.',
    );
    expect((await send<ErrorAnswer>('PATCH', classPath(row.id), { kind: 'free' })).status).toBe(422);
    const unknown = '6f1c2d3e-4a5b-4c6d-8e7f-8a9b0c1d2e3f';
    expect((await send<ErrorAnswer>('PATCH', classPath(unknown), { capacity: 5 })).status).toBe(404);
    expect((await send<ErrorAnswer>('DELETE', classPath(unknown))).status).toBe(404);
  });

  it('cancels with DELETE once (one bump), is idempotent, and PATCH cancelled:false restores it', async () => {
    h().clock.now = new Date('2026-11-26T01:00:00Z');
    const row = await insertClass(db());
    const cancelled = await send<ClassAnswer>('DELETE', classPath(row.id));
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      changed: true,
      liveClass: { sequence: 1, cancelledAt: '2026-11-26T01:00:00.000Z' },
    });
    const again = await send<ClassAnswer>('DELETE', classPath(row.id));
    expect(again.body.data).toMatchObject({
      changed: false,
      liveClass: { sequence: 1, cancelledAt: '2026-11-26T01:00:00.000Z' },
    });
    const restored = await send<ClassAnswer>('PATCH', classPath(row.id), { cancelled: false });
    expect(restored.body.data).toMatchObject({
      changed: true,
      liveClass: { sequence: 2, cancelledAt: null },
    });
  });

  it('a cancelled class disappears from the student’s list and answers 409 to the join call', async () => {
    h().clock.now = new Date('2026-11-26T12:00:00Z');
    const student = await insertStudent(db(), { subscription: 'PAID', now: h().clock.now });
    const token = await mintAccessToken(db(), student, { config: h().config, now: h().clock.now });
    const row = await insertClass(db(), { starts_at: new Date('2026-11-26T12:00:00Z') });
    await send('DELETE', classPath(row.id));
    const list = await h().request('GET', '/sessions/v1/students/sessions', { token });
    expect(((await list.json()) as { data: { sessions: unknown[] } }).data.sessions).toEqual([]);
    const join = await h().request('GET', `/api/v1/live_classes/${row.id}/get_join_url/${student.id}`, {
      token,
    });
    expect(join.status).toBe(409);
    expect(((await join.json()) as ErrorAnswer).error.code).toBe('class_cancelled');
  });
});

const JITSI_SECRET = 'jitsi-admin-secret-0123456789abcdefghij';

describeBackend(
  'admin: GET /api/admin/live-classes/{id}/teacher-join-url',
  (h) => {
    const { send, db } = setup(h);

    it('answers the teacher a moderator token for the class room, any time before the end', async () => {
      h().clock.now = new Date('2026-11-26T01:00:00Z');
      const teacherRow = await insertTeacher(db(), {
        full_name: 'Bu Rina',
        photo_url: 'https://cdn.example.id/rina.webp',
      });
      const row = await insertClass(db(), {
        teacher_id: teacherRow.id,
        starts_at: new Date('2026-11-26T12:00:00Z'),
      });
      const { status, body } = await send<{ data: { joinUrl: string; provider: string; opensAt: string } }>(
        'GET',
        `${classPath(row.id)}/teacher-join-url`,
      );
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ provider: 'jitsi', opensAt: '2026-11-26T11:45:00.000Z' });
      const url = new URL(body.data.joinUrl);
      expect(url.hash).toContain('config.disableDeepLinking=true');
      expect(url.hash).not.toContain('startWithAudioMuted');
      const payload = await jitsiJoinPayload(url, {
        secret: JITSI_SECRET,
        issuer: 'bimbel',
        currentDate: h().clock.now,
      });
      expect(payload).toMatchObject({
        moderator: true,
        context: {
          user: {
            id: teacherRow.id,
            name: 'Bu Rina',
            avatar: 'https://cdn.example.id/rina.webp',
            moderator: 'true',
          },
        },
      });
      expect(await db().selectFrom('class_attendance').select('user_id').execute()).toEqual([]);
    });

    it('answers 409 for an ended or cancelled class, 404 for an unknown one, 401 without the admin token', async () => {
      h().clock.now = new Date('2026-11-26T13:30:00Z');
      const ended = await insertClass(db(), { starts_at: new Date('2026-11-26T12:00:00Z') });
      expect(
        (await send<ErrorAnswer>('GET', `${classPath(ended.id)}/teacher-join-url`)).body.error.code,
      ).toBe('class_ended');
      const cancelled = await insertClass(db(), {
        starts_at: new Date('2026-11-27T12:00:00Z'),
        cancelled_at: new Date('2026-11-26T00:00:00Z'),
      });
      expect((await send<ErrorAnswer>('GET', `${classPath(cancelled.id)}/teacher-join-url`)).status).toBe(
        409,
      );
      expect(
        (
          await send<ErrorAnswer>(
            'GET',
            `${classPath('6f1c2d3e-4a5b-4c6d-8e7f-8a9b0c1d2e3f')}/teacher-join-url`,
          )
        ).status,
      ).toBe(404);
      expect(
        (await send<ErrorAnswer>('GET', `${classPath(ended.id)}/teacher-join-url`, undefined, {})).status,
      ).toBe(401);
    });
  },
  { JITSI_DOMAIN: 'meet.bimbel.example.id', JITSI_APP_ID: 'bimbel', JITSI_APP_SECRET: JITSI_SECRET },
);

describeBackend(
  'admin class calls without ADMIN_TOKEN',
  (h) => {
    it('answer 404, as if they did not exist', async () => {
      const response = await h().request('POST', IMPORT, { json: { classes: [] }, headers: ADMIN });
      expect(response.status).toBe(404);
    });
  },
  { ADMIN_TOKEN: '' },
);
