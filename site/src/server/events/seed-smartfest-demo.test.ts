import { toRegistrationState } from '@bimbel/domain/events/smartfest-edition';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../db/testing/test-database.ts';
import { demoSmartfestEdition, seedSmartfestDemo } from './seed-smartfest-demo.ts';
import { findCurrentEdition } from './smartfest-queries.ts';

const DAY = 86_400_000;

it('dates the demo edition in Jakarta days: open from 7 days ago until 23.59 WIB in 30 days, rounds in order, final last', () => {
  // 22 Nov 2026 10:00 WIB.
  const edition = demoSmartfestEdition(new Date('2026-11-22T03:00:00Z'));
  expect(edition.registration_opens_at.toISOString()).toBe('2026-11-14T17:00:00.000Z'); // 15 Nov 00.00 WIB
  expect(edition.registration_closes_at.toISOString()).toBe('2026-12-22T16:59:00.000Z'); // 22 Dec 23.59 WIB
  const rounds = JSON.parse(edition.rounds) as { starts_at: string; ends_at: string }[];
  expect(rounds.map((round) => round.starts_at)).toEqual(['2026-12-27T01:00:00.000Z', '2027-01-10T02:00:00.000Z']);
  expect(new Date(rounds[1]!.ends_at) < edition.final_at).toBe(true);
  expect(edition.final_at.toISOString()).toBe('2027-01-24T02:00:00.000Z');
  expect(edition.name).toBe('SmartFest Matematika Januari 2027');
  expect(edition.slug).toBe('smartfest-2027-01');
});

describeEachDatabase('demo SmartFest edition', (database) => {
  it('keeps one edition ahead: none added while its final is ahead, the next once it has passed', async () => {
    const { db } = database();
    const seededAt = new Date('2026-11-22T03:00:00Z');
    expect(await seedSmartfestDemo(db, seededAt)).toBe(1);
    const first = (await findCurrentEdition(db, seededAt))!;
    expect(toRegistrationState(first, seededAt)).toBe('open');

    // Registration closed, final ahead: the page shows the same edition, closed; nothing added.
    const closed = new Date(seededAt.getTime() + 40 * DAY);
    expect(await seedSmartfestDemo(db, closed)).toBe(0);
    const same = (await findCurrentEdition(db, closed))!;
    expect(same.slug).toBe(first.slug);
    expect(toRegistrationState(same, closed)).toBe('closed');

    // The final has passed: the roll-forward adds the next edition, open again.
    const after = new Date(first.finalAt.getTime() + 60_000);
    expect(await seedSmartfestDemo(db, after)).toBe(1);
    const next = (await findCurrentEdition(db, after))!;
    expect(next.slug).not.toBe(first.slug);
    expect(toRegistrationState(next, after)).toBe('open');
    expect(next.rounds).toHaveLength(2);
    expect(next.categories.map((category) => category.name)).toEqual(['SD', 'SMP', 'SMA']);
  });
});
