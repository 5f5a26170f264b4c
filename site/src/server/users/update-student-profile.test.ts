import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import type { User } from '../db/schema.ts';
import { describeBackend } from '../testing/backend-harness.ts';
import { captureEmailLog, insertTestFamily, signIn, type ErrorBody } from './testing/user-fixtures.ts';

const PATH = '/user-management/v2/students/profile';

type ProfileBody = ErrorBody & { data?: Record<string, unknown> };

describeBackend('PUT students/profile', (h) => {
  let parent: User;
  let raka: User;
  let nadia: User;
  let stranger: User;
  let log: ReturnType<typeof captureEmailLog>;

  beforeAll(async () => {
    const family = await insertTestFamily(h().database.db, {
      phone: '+6281400000001',
      parent: 'Ibu Sari',
      students: ['Raka Pratama', 'Nadia Putri'],
    });
    [raka, nadia] = family.students as [User, User];
    parent = family.parent as User;
    stranger = (await insertTestFamily(h().database.db, { phone: '+6281400000002', students: ['Dimas'] }))
      .students[0] as User;
  });
  beforeEach(() => {
    log = captureEmailLog();
  });
  afterEach(() => log.restore());

  const stored = (id: string) =>
    h().database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('lets a student update its own name, grade and avatar, with docs/product’s success copy', async () => {
    const response = await h().request('PUT', PATH, {
      token: await signIn(h(), raka),
      json: {
        full_name: 'Raka Aditya',
        grade: 10,
        class_type: 'SMA/MA',
        stream: 'IPS',
        avatar_url: '/images/avatars/3.png',
      },
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as ProfileBody;
    expect(data).toMatchObject({
      id: raka.id,
      full_name: 'Raka Aditya',
      grade: 10,
      class_type: 'SMA/MA',
      stream: 'IPS',
      avatar_url: '/images/avatars/3.png',
      message: 'Sip, datamu berhasil diperbarui.',
      verification_email_sent: false,
    });
    expect(await stored(raka.id)).toMatchObject({
      full_name: 'Raka Aditya',
      grade: '10_IPS_SMA/MA',
      stream: 'IPS',
    });
    expect(log.emails()).toEqual([]);
  });

  it('takes a catalogue grade value as well', async () => {
    const response = await h().request('PUT', PATH, {
      token: await signIn(h(), raka),
      json: { grade: '7__SMP/MTs' },
    });
    expect(response.status).toBe(200);
    expect(await stored(raka.id)).toMatchObject({ grade: '7__SMP/MTs', class_type: 'SMP/MTs', stream: null });
  });

  it('lets a parent update a student of the family named by student_id', async () => {
    const response = await h().request('PUT', PATH, {
      token: await signIn(h(), parent),
      json: { student_id: nadia.id, full_name: 'Nadia Kirana' },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as ProfileBody).data).toMatchObject({
      id: nadia.id,
      full_name: 'Nadia Kirana',
    });
    expect((await stored(parent.id)).full_name).toBe('Ibu Sari');
  });

  it('asks a parent which student to update', async () => {
    const response = await h().request('PUT', PATH, {
      token: await signIn(h(), parent),
      json: { full_name: 'Siapa' },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Pilih profil murid yang mau diubah dulu, ya.',
        field: 'student_id',
      },
    });
  });

  it('refuses another family’s student and a sibling with 403, changing nothing', async () => {
    const cases: [User, string][] = [
      [parent, stranger.id],
      [raka, stranger.id],
      [raka, nadia.id],
      [parent, parent.id],
    ];
    for (const [caller, studentId] of cases) {
      const response = await h().request('PUT', PATH, {
        token: await signIn(h(), caller),
        json: { student_id: studentId, full_name: 'Diubah Orang Lain' },
      });
      expect(response.status).toBe(403);
      expect(((await response.json()) as ProfileBody).error?.message).toBe(
        'Kamu tidak punya akses ke profil ini.',
      );
    }
    expect((await stored(stranger.id)).full_name).toBe('Dimas');
  });

  it.each([
    [{}, undefined, 'Ubah salah satu datamu dulu, ya.'],
    [{ full_name: 'R' }, 'full_name', 'Tulis minimal 2 karakter, ya.'],
    [{ email: 'raka@' }, 'email', 'Format email belum benar. Contoh: nama@email.com'],
    [
      { avatar_url: 'javascript:alert(1)' },
      'avatar_url',
      'Foto profil tidak bisa dipakai. Pilih foto lain, ya.',
    ],
    [{ grade: 10, class_type: 'SMA/MA' }, 'stream', 'Pilih jurusan IPA atau IPS dulu, ya.'],
    [
      { grade: 4, class_type: 'SMK' },
      'grade',
      'Kelas ini tidak ada di jenjang yang kamu pilih. Pilih lagi, ya.',
    ],
    [{ grade: 8 }, 'class_type', 'Pilih jenjang sekolah dulu, ya.'],
    [{ student_id: 'raka', full_name: 'Raka' }, 'student_id', 'Pilih profil dulu, ya.'],
  ])('refuses %j with 422 and an Indonesian message', async (json, field, message) => {
    const response = await h().request('PUT', PATH, { token: await signIn(h(), raka), json });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: { code: 'validation_failed', message, ...(field ? { field } : {}) },
    });
  });

  it('refuses a call without a token', async () => {
    expect((await h().request('PUT', PATH, { json: { full_name: 'Raka' } })).status).toBe(401);
  });

  it('resets the verification of a changed e-mail and sends a verification link', async () => {
    await h()
      .database.db.updateTable('users')
      .set({ email: 'nadia@example.id', email_verified_at: h().clock.now })
      .where('id', '=', nadia.id)
      .execute();
    const token = await signIn(h(), nadia);

    const same = await h().request('PUT', PATH, { token, json: { email: 'Nadia@Example.id' } });
    expect(((await same.json()) as ProfileBody).data).toMatchObject({
      email_verified: true,
      verification_email_sent: false,
    });

    const changed = await h().request('PUT', PATH, { token, json: { email: 'nadia.kirana@example.id' } });
    expect(((await changed.json()) as ProfileBody).data).toMatchObject({
      email: 'nadia.kirana@example.id',
      email_verified: false,
      verification_email_sent: true,
    });
    expect((await stored(nadia.id)).email_verified_at).toBeNull();
    expect(log.emails()).toEqual([
      expect.objectContaining({ to: 'n***@example.id', subject: 'Verifikasi email kamu' }),
    ]);
    expect(log.lastVerificationToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('clears the e-mail with null, and with it its verification', async () => {
    const response = await h().request('PUT', PATH, {
      token: await signIn(h(), nadia),
      json: { email: null },
    });
    expect(((await response.json()) as ProfileBody).data).toMatchObject({
      email: null,
      email_verified: false,
    });
    expect(log.emails()).toEqual([]);
  });

  it('sends at most 5 verification e-mails per student per hour (429 with Retry-After)', async () => {
    const token = await signIn(h(), raka);
    for (let i = 1; i <= 5; i += 1) {
      expect((await h().request('PUT', PATH, { token, json: { email: `raka${i}@example.id` } })).status).toBe(
        200,
      );
    }
    const refused = await h().request('PUT', PATH, { token, json: { email: 'raka6@example.id' } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as ProfileBody).error?.message).toMatch(/^Terlalu banyak percobaan/);
    expect((await stored(raka.id)).email).toBe('raka5@example.id');
    expect(log.emails()).toHaveLength(5);
  });
});
