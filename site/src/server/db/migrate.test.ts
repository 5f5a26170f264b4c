import { sql, type InsertType, type SelectType } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { migrate } from './migrate.ts';
import { MIGRATIONS } from './migrations/index.ts';
import type { Tables } from './schema.ts';
import { createTestDatabase, describeEachDatabase, resetTables } from './testing/test-database.ts';

/*
 * What each column of schema.ts promises, derived from its Kysely type: the type checker makes
 * this table list every column with the right shape, and the test compares it with the database.
 */
type Shape<C> = `${null extends SelectType<C> ? 'null' : 'not null'}, ${undefined extends InsertType<C>
  ? 'optional'
  : null extends InsertType<C>
    ? 'optional'
    : 'required'}`;
type SchemaShapes = { [T in keyof Tables]: { [C in keyof Tables[T]]-?: Shape<Tables[T][C]> } };

const REQUIRED = 'not null, required';
const DEFAULTED = 'not null, optional';
const NULLABLE = 'null, optional';

const SCHEMA: SchemaShapes = {
  schema_migrations: { id: REQUIRED, applied_at: DEFAULTED },
  accounts: {
    id: DEFAULTED,
    phone_e164: REQUIRED,
    province: NULLABLE,
    city: NULLABLE,
    created_at: DEFAULTED,
    updated_at: DEFAULTED,
  },
  users: {
    id: DEFAULTED,
    account_id: REQUIRED,
    role: REQUIRED,
    full_name: REQUIRED,
    phone_e164: NULLABLE,
    country_code: DEFAULTED,
    grade: NULLABLE,
    class_type: NULLABLE,
    stream: NULLABLE,
    email: NULLABLE,
    email_verified_at: NULLABLE,
    avatar_url: NULLABLE,
    class_reminders_whatsapp: DEFAULTED,
    class_reminders_time_zone: NULLABLE,
    weekly_report_whatsapp: DEFAULTED,
    created_at: DEFAULTED,
    updated_at: DEFAULTED,
  },
  otp_challenges: {
    id: DEFAULTED,
    phone_e164: REQUIRED,
    code_hash: REQUIRED,
    channel: REQUIRED,
    attempts: DEFAULTED,
    created_at: DEFAULTED,
    expires_at: REQUIRED,
    consumed_at: NULLABLE,
    ip: NULLABLE,
  },
  refresh_tokens: {
    id: DEFAULTED,
    family_id: REQUIRED,
    user_id: REQUIRED,
    token_hash: REQUIRED,
    created_at: DEFAULTED,
    expires_at: REQUIRED,
    revoked_at: NULLABLE,
    replaced_by: NULLABLE,
  },
  register_tokens: {
    id: DEFAULTED,
    phone_e164: REQUIRED,
    token_hash: REQUIRED,
    created_at: DEFAULTED,
    expires_at: REQUIRED,
    consumed_at: NULLABLE,
  },
  email_verification_tokens: {
    id: DEFAULTED,
    user_id: REQUIRED,
    email: REQUIRED,
    token_hash: REQUIRED,
    created_at: DEFAULTED,
    expires_at: REQUIRED,
    consumed_at: NULLABLE,
  },
  leads: {
    id: DEFAULTED,
    user_type: REQUIRED,
    phone_e164: REQUIRED,
    name: REQUIRED,
    grade: REQUIRED,
    source_page: REQUIRED,
    reason: NULLABLE,
    user_id: NULLABLE,
    ip_hash: NULLABLE,
    request_id: REQUIRED,
    created_at: DEFAULTED,
  },
  lead_repeat_claims: {
    phone_e164: REQUIRED,
    name: REQUIRED,
    grade: REQUIRED,
    source_page: REQUIRED,
    lead_id: REQUIRED,
    lead_created_at: REQUIRED,
    expires_at: REQUIRED,
  },
  lead_reason_tokens: { token_hash: REQUIRED, lead_id: REQUIRED, created_at: REQUIRED, expires_at: REQUIRED },
  rate_limit_counters: { key: REQUIRED, window_start: REQUIRED, count: DEFAULTED, expires_at: REQUIRED },
  subscriptions: {
    id: DEFAULTED,
    user_id: REQUIRED,
    type: REQUIRED,
    status: DEFAULTED,
    trial_activated_at: NULLABLE,
    starts_at: DEFAULTED,
    ends_at: NULLABLE,
    order_id: NULLABLE,
    paused_at: NULLABLE,
    paused_remaining_seconds: NULLABLE,
    pauses_used: DEFAULTED,
    created_at: DEFAULTED,
    updated_at: DEFAULTED,
  },
  feature_flags: {
    key: REQUIRED,
    enabled: DEFAULTED,
    rules: DEFAULTED,
    description: NULLABLE,
    created_at: DEFAULTED,
    updated_at: DEFAULTED,
  },
  modal_configurations: {
    id: DEFAULTED,
    key: REQUIRED,
    locale: DEFAULTED,
    enabled: DEFAULTED,
    content: DEFAULTED,
    created_at: DEFAULTED,
    updated_at: DEFAULTED,
  },
  support_issues: {
    id: DEFAULTED,
    phone_e164: REQUIRED,
    source: REQUIRED,
    action: REQUIRED,
    user_id: NULLABLE,
    created_at: DEFAULTED,
  },
  tanya_chapters: { id: DEFAULTED, grade: REQUIRED, subject: REQUIRED, slug: REQUIRED, name: REQUIRED, created_at: DEFAULTED },
  tanya_topics: {
    id: DEFAULTED,
    chapter_id: REQUIRED,
    grade: REQUIRED,
    subject: REQUIRED,
    slug: REQUIRED,
    name: REQUIRED,
    created_at: DEFAULTED,
  },
  tanya_questions: {
    id: REQUIRED,
    text: REQUIRED,
    plain_text: REQUIRED,
    slug: REQUIRED,
    grade: REQUIRED,
    subject: REQUIRED,
    chapter_id: REQUIRED,
    topic_id: REQUIRED,
    curriculum: REQUIRED,
    search_text: REQUIRED,
    // Generated (stored) from search_text: information_schema reports it nullable, no default.
    search_vector: NULLABLE,
    steps: DEFAULTED,
    answer: NULLABLE,
    created_at: DEFAULTED,
    updated_at: DEFAULTED,
  },
  tanya_videos: {
    question_id: REQUIRED,
    source_url: REQUIRED,
    source_type: REQUIRED,
    duration_seconds: REQUIRED,
    thumbnail_url: NULLABLE,
    teacher_name: REQUIRED,
    teacher_id: NULLABLE,
    verified: DEFAULTED,
    transcript: DEFAULTED,
    key_moments: DEFAULTED,
    created_at: DEFAULTED,
    updated_at: DEFAULTED,
  },
  tanya_related_questions: { question_id: REQUIRED, related_question_id: REQUIRED, position: REQUIRED },
  teachers: {
    id: DEFAULTED,
    slug: REQUIRED,
    full_name: REQUIRED,
    photo_url: NULLABLE,
    subjects: REQUIRED,
    bio: REQUIRED,
    verified: DEFAULTED,
    levels: DEFAULTED,
    education: NULLABLE,
    teaching_since: NULLABLE,
    demo: DEFAULTED,
    created_at: DEFAULTED,
    updated_at: DEFAULTED,
  },
  live_classes: {
    id: DEFAULTED,
    external_id: REQUIRED,
    kind: REQUIRED,
    subject: REQUIRED,
    grades: REQUIRED,
    curriculum: REQUIRED,
    stream: NULLABLE,
    focus_exam_id: NULLABLE,
    title: REQUIRED,
    topic: REQUIRED,
    description: DEFAULTED,
    materials: DEFAULTED,
    teacher_id: REQUIRED,
    starts_at: REQUIRED,
    ends_at: REQUIRED,
    capacity: REQUIRED,
    recording_url: NULLABLE,
    sequence: DEFAULTED,
    cancelled_at: NULLABLE,
    demo: DEFAULTED,
    plan_key: NULLABLE,
    plan_position: NULLABLE,
    plan_length: NULLABLE,
    created_at: DEFAULTED,
    updated_at: DEFAULTED,
  },
  class_attendance: {
    class_id: REQUIRED,
    user_id: REQUIRED,
    first_joined_at: REQUIRED,
    last_joined_at: REQUIRED,
    join_count: DEFAULTED,
  },
  class_ratings: {
    class_id: REQUIRED,
    user_id: REQUIRED,
    stars: REQUIRED,
    comment: NULLABLE,
    created_at: DEFAULTED,
    updated_at: DEFAULTED,
  },
  class_questions: {
    id: DEFAULTED,
    class_id: REQUIRED,
    user_id: REQUIRED,
    body: REQUIRED,
    answer: NULLABLE,
    answered_by: NULLABLE,
    answered_at: NULLABLE,
    hidden_at: NULLABLE,
    created_at: DEFAULTED,
    updated_at: DEFAULTED,
  },
  class_question_votes: {
    question_id: REQUIRED,
    user_id: REQUIRED,
    created_at: DEFAULTED,
  },
  jobs: {
    id: DEFAULTED,
    queue: REQUIRED,
    key: NULLABLE,
    payload: DEFAULTED,
    run_at: DEFAULTED,
    state: DEFAULTED,
    attempts: DEFAULTED,
    max_attempts: DEFAULTED,
    locked_by: NULLABLE,
    locked_until: NULLABLE,
    last_error: NULLABLE,
    done_at: NULLABLE,
    created_at: DEFAULTED,
    updated_at: DEFAULTED,
  },
  tanya_video_views: { user_id: REQUIRED, question_id: REQUIRED, view_date: REQUIRED, first_viewed_at: REQUIRED },
  class_bookings: {
    id: DEFAULTED,
    class_id: REQUIRED,
    user_id: REQUIRED,
    booked_at: REQUIRED,
    cancelled_at: NULLABLE,
    created_at: DEFAULTED,
    updated_at: DEFAULTED,
  },
  packages: {
    id: REQUIRED,
    program: REQUIRED,
    name: REQUIRED,
    description: DEFAULTED,
    features: DEFAULTED,
    grades: REQUIRED,
    monthly_price: REQUIRED,
    is_popular: DEFAULTED,
    sort_order: DEFAULTED,
    active: DEFAULTED,
    created_at: DEFAULTED,
    updated_at: DEFAULTED,
  },
  package_tenures: { package_id: REQUIRED, months: REQUIRED, price: REQUIRED },
  orders: {
    id: DEFAULTED,
    number: REQUIRED,
    account_id: REQUIRED,
    buyer_user_id: REQUIRED,
    client_reference: REQUIRED,
    package_id: REQUIRED,
    package_name: REQUIRED,
    tenure_months: REQUIRED,
    unit_price: REQUIRED,
    quantity: REQUIRED,
    total: REQUIRED,
    tax_mode: REQUIRED,
    tax_amount: DEFAULTED,
    status: DEFAULTED,
    failure_reason: NULLABLE,
    refund_due: DEFAULTED,
    refunded_amount: DEFAULTED,
    refunded_at: NULLABLE,
    expires_at: REQUIRED,
    paid_at: NULLABLE,
    status_changed_at: DEFAULTED,
    created_at: DEFAULTED,
    updated_at: DEFAULTED,
  },
  order_lines: {
    order_id: REQUIRED,
    student_id: REQUIRED,
    price: REQUIRED,
    subscription_id: NULLABLE,
    starts_at: NULLABLE,
    ends_at: NULLABLE,
  },
  payment_attempts: {
    id: DEFAULTED,
    order_id: REQUIRED,
    gateway: REQUIRED,
    gateway_order_id: REQUIRED,
    payment_method: REQUIRED,
    gross_amount: REQUIRED,
    status: DEFAULTED,
    snap_token: NULLABLE,
    redirect_url: NULLABLE,
    va_number: NULLABLE,
    transaction_id: NULLABLE,
    payment_type: NULLABLE,
    status_code: NULLABLE,
    failure_reason: NULLABLE,
    settled_at: NULLABLE,
    checked_at: NULLABLE,
    created_at: DEFAULTED,
    updated_at: DEFAULTED,
  },
  payment_notifications: {
    id: DEFAULTED,
    gateway: REQUIRED,
    gateway_order_id: NULLABLE,
    transaction_status: NULLABLE,
    status_code: NULLABLE,
    signature_valid: REQUIRED,
    applied: DEFAULTED,
    body: NULLABLE,
    body_bytes: NULLABLE,
    address_hash: NULLABLE,
    received_at: REQUIRED,
  },
  payment_reversals: {
    id: DEFAULTED,
    order_id: REQUIRED,
    attempt_id: REQUIRED,
    kind: REQUIRED,
    amount: REQUIRED,
    gateway_reference: REQUIRED,
    refund_key: NULLABLE,
    reason: NULLABLE,
    created_at: DEFAULTED,
  },
  midtrans_sandbox_transactions: {
    order_id: REQUIRED,
    token: REQUIRED,
    gross_amount: REQUIRED,
    request: REQUIRED,
    notification_url: REQUIRED,
    payment_method: NULLABLE,
    transaction_id: NULLABLE,
    transaction_status: NULLABLE,
    notify_options: DEFAULTED,
    charged_at: NULLABLE,
    settled_at: NULLABLE,
    refunds: DEFAULTED,
    expires_at: REQUIRED,
    created_at: DEFAULTED,
    updated_at: DEFAULTED,
  },
  smartfest_editions: {
    id: DEFAULTED,
    slug: REQUIRED,
    name: REQUIRED,
    registration_opens_at: REQUIRED,
    registration_closes_at: REQUIRED,
    final_at: REQUIRED,
    final_place: REQUIRED,
    rounds: REQUIRED,
    categories: REQUIRED,
    prizes: REQUIRED,
    created_at: DEFAULTED,
  },
  smartfest_registrations: {
    id: DEFAULTED,
    edition_id: REQUIRED,
    student_name: REQUIRED,
    grade: REQUIRED,
    school: REQUIRED,
    parent_name: REQUIRED,
    parent_phone_e164: REQUIRED,
    email: NULLABLE,
    user_id: NULLABLE,
    ip_hash: NULLABLE,
    request_id: REQUIRED,
    created_at: DEFAULTED,
  },
  akademi_applications: {
    id: DEFAULTED,
    name: REQUIRED,
    phone_e164: REQUIRED,
    email: REQUIRED,
    province: REQUIRED,
    city: REQUIRED,
    subjects: REQUIRED,
    levels: REQUIRED,
    experience: REQUIRED,
    motivation: NULLABLE,
    user_id: NULLABLE,
    ip_hash: NULLABLE,
    request_id: REQUIRED,
    created_at: DEFAULTED,
  },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describeEachDatabase('migrations and schema', (database, kind) => {
  const db = () => database().db;

  async function newAccount(phone = '+6281100000001') {
    return db()
      .insertInto('accounts')
      .values({ phone_e164: phone })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  beforeEach(async () => {
    await resetTables(database());
  });

  it('records every migration once, in order', async () => {
    const rows = await db().selectFrom('schema_migrations').selectAll().orderBy('id').execute();
    expect(rows.map(({ id }) => id)).toEqual(MIGRATIONS.map(({ id }) => id));
    expect(rows[0]?.applied_at).toBeInstanceOf(Date);
  });

  it('does nothing when run again', async () => {
    const before = await db().selectFrom('schema_migrations').selectAll().execute();
    await expect(migrate(database())).resolves.toEqual([]);
    await expect(db().selectFrom('schema_migrations').selectAll().execute()).resolves.toEqual(before);
  });

  it('has exactly the columns of schema.ts, with the same nullability and defaults', async () => {
    const columns = await sql<{
      table_name: string;
      column_name: string;
      is_nullable: 'YES' | 'NO';
      column_default: string | null;
    }>`
      select table_name, column_name, is_nullable, column_default
      from information_schema.columns where table_schema = 'public'`.execute(db());
    const actual: Record<string, Record<string, string>> = {};
    for (const column of columns.rows) {
      const optional = column.is_nullable === 'YES' || column.column_default !== null;
      (actual[column.table_name] ??= {})[column.column_name] =
        `${column.is_nullable === 'YES' ? 'null' : 'not null'}, ${optional ? 'optional' : 'required'}`;
    }
    expect(actual).toEqual(SCHEMA);
  });

  it('stores a family account with its parent and students, ids and defaults from the database', async () => {
    const account = await newAccount();
    await db()
      .insertInto('users')
      .values([
        { account_id: account.id, role: 'parent', full_name: 'Ibu Sari', phone_e164: '+6281100000001' },
        {
          account_id: account.id,
          role: 'student',
          full_name: 'Budi',
          grade: '10',
          class_type: 'SMA/MA',
          stream: 'IPA',
        },
        {
          account_id: account.id,
          role: 'student',
          full_name: 'Ani',
          grade: '5',
          class_type: 'SD',
          stream: 'SD',
        },
      ])
      .execute();
    const users = await db()
      .selectFrom('users')
      .selectAll()
      .where('account_id', '=', account.id)
      .orderBy('full_name')
      .execute();
    expect(account.id).toMatch(UUID);
    expect(users.map(({ full_name, role, country_code }) => [full_name, role, country_code])).toEqual([
      ['Ani', 'student', '+62'],
      ['Budi', 'student', '+62'],
      ['Ibu Sari', 'parent', '+62'],
    ]);
    expect(users[0]?.created_at).toBeInstanceOf(Date);
    expect(new Set(users.map(({ id }) => id)).size).toBe(3);
  });

  it('returns the same value types on both drivers', async () => {
    await db()
      .insertInto('feature_flags')
      .values({ key: 'tutor-banner', enabled: true, rules: JSON.stringify([{ user_type: 'student' }]) })
      .execute();
    const query = db()
      .selectFrom('feature_flags')
      .select((eb) => [
        'enabled',
        'rules',
        'created_at',
        eb.fn.countAll().over().as('total'),
        sql<string>`date '2025-11-09'`.as('day'),
        sql<string>`1.50::numeric`.as('amount'),
        sql<number>`7::int4`.as('small'),
      ]);
    // Without parameters PGlite runs the simple protocol, with parameters the extended one.
    for (const select of [query, query.where('key', '=', 'tutor-banner')]) {
      expect(await select.executeTakeFirstOrThrow()).toEqual({
        enabled: true,
        rules: [{ user_type: 'student' }],
        created_at: expect.any(Date),
        total: '1',
        day: '2025-11-09',
        amount: '1.50',
        small: 7,
      });
    }
  });

  it('refuses a second account with the same login phone', async () => {
    await newAccount('+6281100000002');
    await expect(newAccount('+6281100000002')).rejects.toMatchObject({ code: '23505' });
  });

  it('refuses a second parent in one account, but not more students', async () => {
    const { id } = await newAccount();
    const add = (role: 'parent' | 'student') =>
      db().insertInto('users').values({ account_id: id, role, full_name: role }).execute();
    await add('parent');
    await add('student');
    await add('student');
    await expect(add('parent')).rejects.toMatchObject({ code: '23505' });
  });

  it.each([
    ['an unknown role', { role: 'teacher' }],
    ['a phone that is not E.164', { phone_e164: '081100000001' }],
    ['a parent with a grade', { role: 'parent', grade: '10' }],
    ['an unknown class type', { class_type: 'SMA' }],
    ['a malformed e-mail', { email: 'not-an-email' }],
    ['a verified date without e-mail', { email_verified_at: new Date() }],
  ])('refuses a user with %s', async (_, change) => {
    const { id } = await newAccount();
    const user = { account_id: id, role: 'student' as const, full_name: 'Budi', ...change };
    await expect(
      db()
        .insertInto('users')
        .values(user as never)
        .execute(),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('keeps at most one active subscription per user', async () => {
    const { id: accountId } = await newAccount();
    const { id } = await db()
      .insertInto('users')
      .values({ account_id: accountId, role: 'student', full_name: 'Budi' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('subscriptions')
      .values({ user_id: id, type: 'TRIAL', status: 'expired' })
      .execute();
    await db().insertInto('subscriptions').values({ user_id: id, type: 'PAID' }).execute();
    await expect(
      db().insertInto('subscriptions').values({ user_id: id, type: 'FREE' }).execute(),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(
      db()
        .insertInto('subscriptions')
        .values({ user_id: id, type: 'GOLD' as never, status: 'expired' })
        .execute(),
    ).rejects.toMatchObject({
      code: '23514',
    });
  });

  it('refreshes updated_at on update and deletes the users of a deleted account', async () => {
    const { id } = await newAccount();
    await db().insertInto('users').values({ account_id: id, role: 'student', full_name: 'Budi' }).execute();
    const longAgo = new Date('2020-01-01T00:00:00Z');
    await sql`alter table accounts disable trigger accounts_set_updated_at`.execute(db());
    await db().updateTable('accounts').set({ updated_at: longAgo }).execute();
    await sql`alter table accounts enable trigger accounts_set_updated_at`.execute(db());
    await db().updateTable('accounts').set({ phone_e164: '+6281100000009' }).execute();
    const account = await db().selectFrom('accounts').select('updated_at').executeTakeFirstOrThrow();
    expect(account.updated_at.getTime()).toBeGreaterThan(longAgo.getTime());

    await db().deleteFrom('accounts').where('id', '=', id).execute();
    await expect(db().selectFrom('users').selectAll().execute()).resolves.toEqual([]);
  });

  it('counts rate-limit hits per key and window with an upsert', async () => {
    const windowStart = new Date('2025-01-01T00:00:00Z');
    const expiresAt = new Date('2025-01-01T00:01:00Z');
    const hit = () =>
      db()
        .insertInto('rate_limit_counters')
        .values({ key: 'otp:phone:+6281100000001', window_start: windowStart, expires_at: expiresAt })
        .onConflict((oc) =>
          oc
            .columns(['key', 'window_start'])
            .doUpdateSet((eb) => ({ count: eb('rate_limit_counters.count', '+', 1) })),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
    await hit();
    await hit();
    await expect(hit()).resolves.toEqual({ count: 3 });
  });

  it('stores a lead with its optional links empty', async () => {
    const lead = await db()
      .insertInto('leads')
      .values({
        user_type: 'parent',
        phone_e164: '+6281100000001',
        name: 'Ibu Sari',
        grade: '7',
        source_page: 'Home Page Banner',
        request_id: 'req-1',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      reason: null,
      user_id: null,
      ip_hash: null,
      id: expect.stringMatching(UUID),
    });
    await expect(
      db()
        .insertInto('leads')
        .values({ ...lead, id: undefined, created_at: undefined, reason: 'x'.repeat(256) } as never)
        .execute(),
    ).rejects.toMatchObject({ code: '23514' });
  });

  if (kind === 'postgres') {
    it('migrates once when several processes start at the same time', async () => {
      const fresh = await createTestDatabase('postgres', { migrated: false });
      try {
        const results = await Promise.all([migrate(fresh), migrate(fresh), migrate(fresh)]);
        // Each migration is applied by exactly one of them (each in its own transaction, so the
        // processes may take turns: compare as sets).
        expect(results.flat().sort()).toEqual(MIGRATIONS.map(({ id }) => id).sort());
        const rows = await fresh.db.selectFrom('schema_migrations').select('id').execute();
        expect(rows).toHaveLength(MIGRATIONS.length);
      } finally {
        await fresh.close();
      }
    });
  }
});

describe('migrate', () => {
  it('refuses migrations listed out of order', async () => {
    const unused = { db: undefined as never };
    await expect(
      migrate(unused, [
        { id: '0002_b', sql: '' },
        { id: '0001_a', sql: '' },
      ]),
    ).rejects.toThrow('Migrations must have unique ids in ascending order, got: 0002_b, 0001_a');
  });
});
