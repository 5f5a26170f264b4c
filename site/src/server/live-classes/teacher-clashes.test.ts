import type { ClassImportInput, TeacherImportInput } from '@bimbel/domain/live-classes/class-import';
import { beforeEach, expect, it } from 'vitest';
import { resetTables } from '../db/testing/test-database.ts';
import { describeBackend, TEST_ADMIN_TOKEN, type Harness } from '../testing/backend-harness.ts';
import { insertClass, insertTeacher } from './testing/class-fixtures.ts';

/*
 * A teacher can never hold two overlapping classes (issue 23, decision 093): the import and the
 * admin calls answer 409 `teacher_busy` naming the clash, the constraint is the backstop.
 */

const IMPORT = '/api/admin/live-classes/import';
const classPath = (id: string) => `/api/admin/live-classes/${id}`;
const ADMIN = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

const HENDRA: TeacherImportInput = {
  slug: 'hendra-wijaya',
  name: 'Pak Hendra Wijaya, S.Pd.',
  subjects: ['matematika'],
  bio: 'Mengajar Matematika SMP.',
  levels: ['SMP'],
};

/** A grade 8 class of Pak Hendra on Monday 7 December 2026, `start`–`end` WIB. */
const lesson = (externalId: string, start: string, end: string, overrides: Partial<ClassImportInput> = {}) =>
  ({
    externalId,
    kind: 'regular',
    subject: 'matematika',
    grades: [8],
    title: 'Matematika Kelas 8: Teorema Pythagoras',
    topic: 'Teorema Pythagoras',
    teacher: 'hendra-wijaya',
    startsAt: `2026-12-07T${start}:00+07:00`,
    endsAt: `2026-12-07T${end}:00+07:00`,
    capacity: 60,
    ...overrides,
  }) satisfies ClassImportInput;

const CLASH_19 =
  'Pak Hendra Wijaya sudah mengajar “Matematika Kelas 8: Teorema Pythagoras” pada Senin, 7 Desember 2026 pukul 19.00–20.30 WIB.';
const NOTHING_SAVED = 'Tidak ada yang disimpan: pilih jam lain atau guru lain.';

type ErrorAnswer = {
  error: {
    code: string;
    message: string;
    problems?: { list: string; index: number; key?: string; reason: string }[];
  };
};
type Answer = { data?: unknown } & Partial<ErrorAnswer>;

function setup(h: () => Harness) {
  beforeEach(async () => {
    await resetTables(h().database);
  });
  const send = async (method: string, path: string, json?: unknown) => {
    const response = await h().request(method, path, { json, headers: ADMIN });
    return { status: response.status, body: (await response.json()) as Answer };
  };
  const db = () => h().database.db;
  const classes = () =>
    db()
      .selectFrom('live_classes')
      .select(['external_id', 'starts_at', 'cancelled_at'])
      .orderBy('external_id')
      .execute();
  /** Pak Hendra with his Monday 19.00–20.30 class stored, as an earlier import left them. */
  const storeMondayClass = async () => {
    const stored = await send('POST', IMPORT, {
      teachers: [HENDRA],
      classes: [lesson('senin-19', '19:00', '20:30')],
    });
    expect(stored.status).toBe(200);
    return db()
      .selectFrom('live_classes')
      .selectAll()
      .where('external_id', '=', 'senin-19')
      .executeTakeFirstOrThrow();
  };
  return { send, db, classes, storeMondayClass };
}

describeBackend('teacher clashes: the class import', (h) => {
  const { send, db, classes, storeMondayClass } = setup(h);

  it('refuses a file whose classes overlap for one teacher (409), naming the other class, and keeps nothing', async () => {
    const { status, body } = await send('POST', IMPORT, {
      teachers: [HENDRA],
      classes: [
        lesson('senin-19', '19:00', '20:30'),
        lesson('senin-16', '16:00', '17:30', { title: 'Matematika Kelas 7: Bilangan Bulat' }),
        lesson('senin-20', '20:00', '21:00', { title: 'Matematika Kelas 9: Fungsi Kuadrat', grades: [9] }),
      ],
    });
    expect(status).toBe(409);
    expect(body.error?.code).toBe('teacher_busy');
    expect(body.error?.message).toBe(`${CLASH_19} ${NOTHING_SAVED}`);
    expect(body.error?.problems).toEqual([
      {
        list: 'classes',
        index: 2,
        key: 'senin-20',
        reason: `startsAt: ${CLASH_19} (kelas senin-19 di impor ini)`,
      },
    ]);
    expect(await classes()).toEqual([]);
    expect(await db().selectFrom('teachers').select('slug').execute()).toEqual([]);
  });

  it('refuses a class that overlaps a stored class of the teacher, and lists every clash of the file', async () => {
    await storeMondayClass();
    const { status, body } = await send('POST', IMPORT, {
      classes: [
        lesson('senin-1930', '19:30', '21:00'),
        lesson('senin-1600', '16:00', '17:00'),
        lesson('senin-1830', '18:30', '19:15'),
      ],
    });
    expect(status).toBe(409);
    expect(body.error?.message).toBe(
      `2 kelas bentrok dengan kelas lain gurunya. Yang pertama: ${CLASH_19} ${NOTHING_SAVED}`,
    );
    expect(body.error?.problems?.map(({ index, key, reason }) => [index, key, reason])).toEqual([
      [0, 'senin-1930', `startsAt: ${CLASH_19} (kelas senin-19 yang sudah tersimpan)`],
      [2, 'senin-1830', `startsAt: ${CLASH_19} (kelas senin-19 yang sudah tersimpan)`],
    ]);
    expect((await classes()).map((row) => row.external_id)).toEqual(['senin-19']);
  });

  it('reports the clashes on a dry run too, without keeping anything', async () => {
    await storeMondayClass();
    const { status, body } = await send('POST', `${IMPORT}?dryRun=true`, {
      classes: [lesson('senin-20', '20:00', '21:00')],
    });
    expect(status).toBe(409);
    expect(body.error?.problems?.[0]?.reason).toBe(
      `startsAt: ${CLASH_19} (kelas senin-19 yang sudah tersimpan)`,
    );
    expect((await classes()).map((row) => row.external_id)).toEqual(['senin-19']);
  });

  it('takes back-to-back classes, another teacher at the same time, a class moved over its own old time, and a swap', async () => {
    await storeMondayClass();
    const other: TeacherImportInput = { ...HENDRA, slug: 'andi-saputra', name: 'Pak Andi Saputra, S.Pd.' };
    const fine = await send('POST', IMPORT, {
      teachers: [other],
      classes: [
        lesson('senin-1730', '17:30', '19:00'),
        lesson('senin-2030', '20:30', '21:30'),
        lesson('andi-19', '19:00', '20:30', { teacher: 'andi-saputra' }),
      ],
    });
    expect(fine.status).toBe(200);
    // The stored class moves half an hour later: its old time is not a clash with itself.
    const moved = await send('POST', IMPORT, { classes: [lesson('senin-19', '19:00', '20:15')] });
    expect(moved.status).toBe(200);
    // Two classes of one teacher swap their times in one file: the new times are what count.
    const swap = await send('POST', IMPORT, {
      classes: [lesson('senin-1730', '19:00', '20:15'), lesson('senin-19', '17:30', '19:00')],
    });
    expect(swap.status).toBe(200);
    expect((await classes()).map((row) => [row.external_id, row.starts_at.toISOString()])).toEqual([
      ['andi-19', '2026-12-07T12:00:00.000Z'],
      ['senin-1730', '2026-12-07T12:00:00.000Z'],
      ['senin-19', '2026-12-07T10:30:00.000Z'],
      ['senin-2030', '2026-12-07T13:30:00.000Z'],
    ]);
  });

  it('lets one of two simultaneous imports of clashing classes win; the other gets 409 naming the winner', async () => {
    await send('POST', IMPORT, { teachers: [HENDRA], classes: [] });
    const [a, b] = await Promise.all([
      send('POST', IMPORT, { classes: [lesson('kelas-a', '19:00', '20:30', { title: 'Kelas A' })] }),
      send('POST', IMPORT, { classes: [lesson('kelas-b', '19:30', '21:00', { title: 'Kelas B' })] }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    const winner = a.status === 409 ? 'Kelas B' : 'Kelas A';
    expect(loser.body.error?.code).toBe('teacher_busy');
    expect(loser.body.error?.message).toContain(`sudah mengajar “${winner}”`);
    expect(await classes()).toHaveLength(1);
  });

  it('stores a teacher’s levels, education and first year, and refuses a year still to come', async () => {
    const { status } = await send('POST', IMPORT, {
      teachers: [
        {
          ...HENDRA,
          levels: ['smp', 'SD'],
          education: 'S.Pd. Pendidikan Matematika, UNY',
          teachingSince: 2010,
        },
      ],
      classes: [],
    });
    expect(status).toBe(200);
    expect(
      await db()
        .selectFrom('teachers')
        .select(['levels', 'education', 'teaching_since', 'demo'])
        .executeTakeFirstOrThrow(),
    ).toEqual({
      levels: ['SD', 'SMP'],
      education: 'S.Pd. Pendidikan Matematika, UNY',
      teaching_since: 2010,
      demo: false,
    });
    // The harness's clock is in 2026.
    const future = await send('POST', IMPORT, {
      teachers: [{ ...HENDRA, teachingSince: 2027 }],
      classes: [],
    });
    expect(future.status).toBe(422);
    expect(future.body.error?.problems?.[0]?.reason).toBe(
      'teachingSince: tahun mulai mengajar paling akhir tahun ini (2026)',
    );
  });

  it('takes a demo roster teacher over: an import clears the "Contoh" mark, and keeps absent new fields', async () => {
    await insertTeacher(db(), {
      slug: 'hendra-wijaya',
      full_name: 'Pak Hendra Wijaya, S.Pd.',
      demo: true,
      levels: ['SMP'],
      education: 'S.Pd. Pendidikan Matematika, Universitas Negeri Yogyakarta',
      teaching_since: 2010,
    });
    const { levels: _levels, ...withoutLevels } = HENDRA;
    const { status, body } = await send('POST', IMPORT, { teachers: [withoutLevels], classes: [] });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ teachers: { updated: 1 } });
    expect(
      await db()
        .selectFrom('teachers')
        .select(['levels', 'education', 'teaching_since', 'demo'])
        .executeTakeFirstOrThrow(),
    ).toEqual({
      levels: ['SMP'],
      education: 'S.Pd. Pendidikan Matematika, Universitas Negeri Yogyakarta',
      teaching_since: 2010,
      demo: false,
    });
  });
});

describeBackend('teacher clashes: PATCH /api/admin/live-classes/{id}', (h, kind) => {
  const { send, db, storeMondayClass } = setup(h);

  it('refuses to move a class onto another class of its teacher (409) and leaves it where it was', async () => {
    const monday = await storeMondayClass();
    const afternoon = await insertClass(db(), {
      teacher_id: monday.teacher_id,
      starts_at: new Date('2026-12-07T16:00:00+07:00'),
      ends_at: new Date('2026-12-07T17:30:00+07:00'),
    });
    const { status, body } = await send('PATCH', classPath(afternoon.id), {
      startsAt: '2026-12-07T20:00:00+07:00',
      endsAt: '2026-12-07T21:30:00+07:00',
    });
    expect(status).toBe(409);
    expect(body.error).toMatchObject({ code: 'teacher_busy', message: `${CLASH_19} ${NOTHING_SAVED}` });
    const after = await db()
      .selectFrom('live_classes')
      .selectAll()
      .where('id', '=', afternoon.id)
      .executeTakeFirstOrThrow();
    expect(after.starts_at).toEqual(afternoon.starts_at);
    expect(after.sequence).toBe(afternoon.sequence);
    // Right after it is fine.
    const next = await send('PATCH', classPath(afternoon.id), {
      startsAt: '2026-12-07T20:30:00+07:00',
      endsAt: '2026-12-07T21:30:00+07:00',
    });
    expect(next.status).toBe(200);
  });

  it('refuses to give a class to a teacher who is busy then', async () => {
    const monday = await storeMondayClass();
    const other = await insertClass(db(), {
      starts_at: new Date('2026-12-07T19:30:00+07:00'),
      ends_at: new Date('2026-12-07T20:30:00+07:00'),
    });
    expect(other.teacher_id).not.toBe(monday.teacher_id);
    const { status, body } = await send('PATCH', classPath(other.id), { teacher: 'hendra-wijaya' });
    expect(status).toBe(409);
    expect(body.error?.message).toBe(`${CLASH_19} ${NOTHING_SAVED}`);
  });

  it('frees the time of a cancelled class, and refuses to restore it once the time is taken', async () => {
    const monday = await storeMondayClass();
    expect((await send('DELETE', classPath(monday.id))).status).toBe(200);
    // Re-scheduled: another class takes the evening while the first is cancelled.
    const replacement = await send('POST', IMPORT, {
      classes: [lesson('senin-19-ganti', '19:00', '20:30', { title: 'Matematika Kelas 8: Pengganti' })],
    });
    expect(replacement.status).toBe(200);
    const restore = await send('PATCH', classPath(monday.id), { cancelled: false });
    expect(restore.status).toBe(409);
    expect(restore.body.error?.message).toBe(
      'Pak Hendra Wijaya sudah mengajar “Matematika Kelas 8: Pengganti” pada Senin, 7 Desember 2026 pukul 19.00–20.30 WIB. ' +
        NOTHING_SAVED,
    );
    // Restored together with a new time, it is fine.
    const moved = await send('PATCH', classPath(monday.id), {
      cancelled: false,
      startsAt: '2026-12-07T16:00:00+07:00',
      endsAt: '2026-12-07T17:30:00+07:00',
    });
    expect(moved.status).toBe(200);
    const row = await db()
      .selectFrom('live_classes')
      .selectAll()
      .where('id', '=', monday.id)
      .executeTakeFirstOrThrow();
    expect(row.cancelled_at).toBeNull();
  });

  it('is refused by the database itself: a clashing row written around the checks fails with 23P01', async () => {
    const monday = await storeMondayClass();
    await expect(
      insertClass(db(), {
        teacher_id: monday.teacher_id,
        starts_at: new Date('2026-12-07T20:00:00+07:00'),
        ends_at: new Date('2026-12-07T21:00:00+07:00'),
      }),
    ).rejects.toMatchObject({ code: '23P01' });
    // A cancelled class occupies nothing, in the database too.
    await insertClass(db(), {
      teacher_id: monday.teacher_id,
      starts_at: new Date('2026-12-07T20:00:00+07:00'),
      ends_at: new Date('2026-12-07T21:00:00+07:00'),
      cancelled_at: new Date(),
    });
  });

  // Two connections at once need PostgreSQL (PGlite serves one connection, one statement at a time).
  if (kind === 'postgres') {
    it('answers 409 naming the class another writer committed between the check and the write (the 23P01 backstop)', async () => {
      const monday = await storeMondayClass();
      let inserted!: () => void;
      let release!: () => void;
      const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      // Another writer's transaction: a 21.00 class, not yet committed while the PATCH checks.
      const writer = db()
        .transaction()
        .execute(async (trx) => {
          await insertClass(trx, {
            teacher_id: monday.teacher_id,
            title: 'Kelas Malam',
            starts_at: new Date('2026-12-07T21:00:00+07:00'),
            ends_at: new Date('2026-12-07T22:00:00+07:00'),
          });
          inserted();
          await released;
        });
      await insertedYet;
      const patch = send('PATCH', classPath(monday.id), {
        startsAt: '2026-12-07T20:30:00+07:00',
        endsAt: '2026-12-07T21:30:00+07:00',
      });
      // The PATCH has checked (seeing nothing) and now waits on the constraint for the writer.
      await new Promise((resolve) => setTimeout(resolve, 500));
      release();
      await writer;
      const { status, body } = await patch;
      expect(status).toBe(409);
      expect(body.error?.message).toBe(
        `Pak Hendra Wijaya sudah mengajar “Kelas Malam” pada Senin, 7 Desember 2026 pukul 21.00–22.00 WIB. ${NOTHING_SAVED}`,
      );
      const row = await db()
        .selectFrom('live_classes')
        .selectAll()
        .where('id', '=', monday.id)
        .executeTakeFirstOrThrow();
      expect(row.starts_at).toEqual(monday.starts_at);
    });
  }
});
