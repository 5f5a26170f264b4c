import { beforeAll, expect, it } from 'vitest';
import { FEATURE_FLAG_ATTRIBUTE_MESSAGES } from '@bimbel/domain/flags/feature-flag-attributes';
import { describeBackend } from '../testing/backend-harness.ts';

type Features = Record<string, { on: boolean; value?: unknown }>;
type Body = { features?: Features; error?: { code: string; message: string; field?: string } };

async function features(response: Response): Promise<Features> {
  expect(response.status).toBe(200);
  return ((await response.json()) as Body).features!;
}

describeBackend('feature flags', (h) => {
  const get = (query: Record<string, string>) =>
    h().request('GET', `/api/v1/features?${new URLSearchParams(query)}`);
  const student = (overrides: Record<string, string> = {}) => ({
    user_id: 'student-42',
    is_logged_in: 'true',
    user_grade: '11',
    user_type: 'student',
    ...overrides,
  });

  beforeAll(async () => {
    await h()
      .database.db.insertInto('feature_flags')
      .values([
        { key: 'always_on', enabled: true },
        { key: 'lead_reason_step', enabled: false },
        {
          key: 'high_school_banner',
          enabled: false,
          rules: JSON.stringify([
            { if: { is_logged_in: true, user_grade: [10, 11, 12] }, on: true, value: { variant: 'sma' } },
          ]),
        },
        {
          key: 'parents_off',
          enabled: true,
          rules: JSON.stringify([{ if: { user_type: 'parent' }, on: false }]),
        },
        { key: 'half_rollout', enabled: false, rules: JSON.stringify([{ percentage: 50, on: true }]) },
        {
          key: 'guests_welcome',
          enabled: false,
          rules: JSON.stringify([{ if: { is_logged_in: false }, on: true }]),
        },
        { key: 'broken_rules', enabled: true, rules: JSON.stringify([{ when: 'always', on: false }]) },
      ])
      .execute();
  });

  it('gives every flag its default when no rule matches, and lets clients cache it privately', async () => {
    const response = await get(student({ user_grade: '5' }));
    const result = await features(response);
    expect(result).toMatchObject({
      always_on: { on: true },
      lead_reason_step: { on: false },
      high_school_banner: { on: false },
      parents_off: { on: true },
      guests_welcome: { on: false },
    });
    expect(response.headers.get('cache-control')).toBe('private, max-age=60');
  });

  it('turns a flag on for logged-in students in grades 10 to 12 only', async () => {
    expect((await features(await get(student())))['high_school_banner']).toEqual({
      on: true,
      value: { variant: 'sma' },
    });
    expect((await features(await get(student({ is_logged_in: 'false' }))))['high_school_banner']?.on).toBe(
      false,
    );
    expect((await features(await get(student({ user_grade: '9' }))))['high_school_banner']?.on).toBe(false);
  });

  it('turns a flag off for parents', async () => {
    const result = await features(await get(student({ user_type: 'parent', user_grade: '' })));
    expect(result['parents_off']).toEqual({ on: false });
  });

  it('keeps a user in the same rollout bucket on every call, and spreads users over it', async () => {
    const states: boolean[] = [];
    for (let index = 0; index < 40; index += 1) {
      const user = student({ user_id: `rollout-user-${index}` });
      const first = (await features(await get(user)))['half_rollout']?.on;
      const again = (await features(await get(user)))['half_rollout']?.on;
      expect(again).toBe(first);
      states.push(first === true);
    }
    expect(states.filter(Boolean).length).toBeGreaterThan(5);
    expect(states.filter((on) => !on).length).toBeGreaterThan(5);
  });

  it('evaluates an anonymous visitor: no rollout, but guest rules apply', async () => {
    for (const query of [{}, { user_id: 'anonymous', is_logged_in: 'false' }] as Record<string, string>[]) {
      const result = await features(await get(query));
      expect(result['half_rollout']).toEqual({ on: false });
      expect(result['guests_welcome']).toEqual({ on: true });
      expect(result['high_school_banner']).toEqual({ on: false });
    }
  });

  it('falls back to the default of a flag whose stored rules are invalid', async () => {
    expect((await features(await get(student())))['broken_rules']).toEqual({ on: true });
  });

  it('refuses unknown or nonsensical attributes with 422', async () => {
    const unknown = await get({ ...student(), country: 'ID' });
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as Body).error?.message).toBe(FEATURE_FLAG_ATTRIBUTE_MESSAGES.unknown);

    const grade = await get(student({ user_grade: 'sebelas' }));
    expect(grade.status).toBe(422);
    expect(((await grade.json()) as Body).error).toMatchObject({
      code: 'validation_failed',
      field: 'user_grade',
    });

    expect((await get(student({ is_logged_in: 'maybe' }))).status).toBe(422);
    expect((await get(student({ user_type: 'admin' }))).status).toBe(422);
  });
});
