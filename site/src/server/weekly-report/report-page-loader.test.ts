import { beforeAll, expect, it } from 'vitest';
import type { User } from '../db/schema.ts';
import { describeEachDatabase } from '../db/testing/test-database.ts';
import { createParent } from '../calendar/testing/live-class-fixtures.ts';
import { loadReportPage } from './report-page-loader.ts';
import { createFamily, type FamilyFixture } from './testing/report-fixtures.ts';

/** Wednesday 25 November 2026, 12.00 WIB. */
const NOW = new Date('2026-11-25T05:00:00Z');
const auth = (user: User) => ({ userId: user.id, accountId: user.account_id });

describeEachDatabase('the weekly report page’s data', (database) => {
  const db = () => database().db;
  let sari: FamilyFixture;
  let other: FamilyFixture;

  beforeAll(async () => {
    sari = await createFamily(db(), {
      parent: 'Ibu Sari Wulandari',
      students: [
        { name: 'Raka Pratama', subscription: 'PAID' },
        { name: 'Nadia Putri', grade: '5_SD_SD' },
      ],
    });
    other = await createFamily(db(), { parent: 'Bu Lain', students: [{ name: 'Murid Lain' }] });
  });

  it('shows the profile in use when it is a child, else the first child, with the family and the summary switch', async () => {
    const [raka, nadia] = sari.students as [User, User];
    const fromNadia = await loadReportPage(db(), auth(nadia), { now: NOW });
    expect(fromNadia).toMatchObject({
      kind: 'report',
      audience: 'family',
      child: { id: nadia.id },
      children: [{ fullName: 'Raka Pratama' }, { fullName: 'Nadia Putri' }],
      summary: { whatsapp: false },
    });
    const fromParent = await loadReportPage(db(), auth(sari.parent!), { now: NOW });
    expect(fromParent.kind === 'report' && fromParent.child.id).toBe(raka.id);
  });

  it('shows the asked child and week; a week it cannot show becomes the nearest it can', async () => {
    const [, nadia] = sari.students as [User, User];
    const page = await loadReportPage(db(), auth(sari.parent!), {
      child: nadia.id,
      week: '2026-11-18',
      now: NOW,
    });
    expect(page.kind === 'report' && [page.child.id, page.report.week.start]).toEqual([
      nadia.id,
      '2026-11-16',
    ]);
    const future = await loadReportPage(db(), auth(sari.parent!), { week: '2027-01-04', now: NOW });
    expect(future.kind === 'report' && future.report.week.start).toBe('2026-11-23');
  });

  it('is not found for another family’s child or an unknown id, whoever asks', async () => {
    for (const child of [other.students[0]!.id, other.parent!.id, 'bukan-id']) {
      expect(await loadReportPage(db(), auth(sari.parent!), { child, now: NOW })).toEqual({
        kind: 'not-found',
      });
    }
    expect(
      await loadReportPage(db(), auth(other.students[0]!), { child: sari.students[0]!.id, now: NOW }),
    ).toEqual({
      kind: 'not-found',
    });
  });

  it('tells a parent without children to add one, and a token whose user is gone that there is no session', async () => {
    const lonely = await createParent(db(), '+6281299990001');
    expect(await loadReportPage(db(), auth(lonely), { now: NOW })).toMatchObject({
      kind: 'no-children',
      summary: { whatsapp: false, phone: '+6281299990001' },
    });
    expect(
      await loadReportPage(db(), { userId: lonely.id, accountId: sari.accountId }, { now: NOW }),
    ).toEqual({ kind: 'gone' });
  });
});
