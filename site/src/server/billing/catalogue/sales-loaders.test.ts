import { atZone } from '@bimbel/domain/time/zoned-dayjs';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, resetTables } from '../../db/testing/test-database.ts';
import { DEMO_TEACHERS } from '../../live-classes/demo-teachers.ts';
import { seedLiveClassesDemo } from '../../live-classes/seed-live-classes-demo.ts';
import {
  listProgramPagePaths,
  loadProgramOffer,
  loadProgramOffers,
  loadProgramSchedule,
  loadSalesSchedule,
  PROGRAM_CLASS_LIMIT,
} from './sales-loaders.ts';
import { seedPackagesDemo } from './seed-packages-demo.ts';

/** Wednesday 25 November 2026, 13.00 WIB. */
const NOW = atZone('2026-11-25 13:00');

describeEachDatabase('sales page loaders', (database) => {
  beforeAll(async () => {
    await resetTables(database());
    await seedLiveClassesDemo(database().db, NOW);
    await seedPackagesDemo(database().db);
  });

  it('groups the active catalogue by program, in program order, with its page and prices', async () => {
    const offers = await loadProgramOffers(database().db, 'exempt');
    expect(offers.map((offer) => [offer.program, offer.slug, offer.path, offer.label])).toEqual([
      ['SD', 'sd', '/daftar-bimbel-sd', 'SD'],
      ['SMP', 'smp', '/daftar-bimbel-smp', 'SMP/MTs'],
      ['SMA_IPA', 'sma-ipa', '/daftar-bimbel-sma-ipa', 'SMA/MA IPA'],
      ['SMA_IPS', 'sma-ips', '/daftar-bimbel-sma-ips', 'SMA/MA IPS'],
      ['SMK', 'smk', '/daftar-bimbel-smk', 'SMK'],
      ['UTBK_SNBT', 'utbk-snbt', '/daftar-bimbel-utbk-snbt', 'UTBK-SNBT'],
    ]);
    const smp = offers.find((offer) => offer.program === 'SMP')!;
    expect(smp.grades).toEqual([7, 8, 9]);
    expect(smp.packages.map((item) => item.id)).toEqual(['smp-reguler']);
    expect(smp.fromMonthlyPrice).toBe(299_000);
    // The 12-month tenure is the cheapest per month, as the catalogue prices it.
    const yearly = smp.packages[0]!.tenures.find((tenure) => tenure.months === 12)!;
    expect(smp.lowestMonthlyPrice).toBe(yearly.monthlyPrice);
    expect(smp.lowestMonthlyPriceMonths).toBe(12);
    expect(smp.lowestMonthlyPrice).toBeLessThan(smp.fromMonthlyPrice);
  });

  it('leaves out a program whose packages are all withdrawn, and follows a new price', async () => {
    const { db } = database();
    await db.updateTable('packages').set({ active: false }).where('program', '=', 'SMA_IPS').execute();
    await db
      .updateTable('packages')
      .set({ monthly_price: 259_000 })
      .where('id', '=', 'smk-matematika')
      .execute();
    try {
      const offers = await loadProgramOffers(db, 'exempt');
      expect(offers.map((offer) => offer.program)).not.toContain('SMA_IPS');
      expect(await listProgramPagePaths(db)).toEqual([
        '/daftar-bimbel-sd',
        '/daftar-bimbel-smp',
        '/daftar-bimbel-sma-ipa',
        '/daftar-bimbel-smk',
        '/daftar-bimbel-utbk-snbt',
      ]);
      expect(await loadProgramOffer(db, 'SMA_IPS', 'exempt')).toBeNull();
      expect((await loadProgramOffer(db, 'SMK', 'exempt'))?.fromMonthlyPrice).toBe(259_000);
    } finally {
      await db.updateTable('packages').set({ active: true }).where('program', '=', 'SMA_IPS').execute();
      await db
        .updateTable('packages')
        .set({ monthly_price: 249_000 })
        .where('id', '=', 'smk-matematika')
        .execute();
    }
  });

  it('shows the next regular class of each sold grade, not yet ended, and every teacher', async () => {
    const schedule = await loadSalesSchedule(database().db, ['SD', 'SMP', 'SMA_IPA', 'SMA_IPS', 'SMK'], NOW);
    const grades = schedule.classes.map((liveClass) => liveClass.gradesLabel.match(/^Kelas (\d+)/)?.[1]);
    expect(grades).toEqual(['5', '6', '7', '8', '9', '10', '11', '12']);
    for (const liveClass of schedule.classes) {
      expect(new Date(liveClass.endsAt).getTime()).toBeGreaterThan(NOW.getTime());
      expect(liveClass.timeRange).toMatch(/^\d{2}\.\d{2}–\d{2}\.\d{2} WIB$/);
      expect(liveClass.day).toMatch(/^(Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), \d{1,2} \w{3}$/);
      expect(liveClass.title).not.toMatch(/Gratis|Tryout/);
    }
    expect(schedule.teachers.map((teacher) => teacher.slug).sort()).toEqual(
      DEMO_TEACHERS.map((teacher) => teacher.slug).sort(),
    );
  });

  it('lists a program its own coming classes, soonest first, and their teachers only', async () => {
    const utbk = await loadProgramSchedule(database().db, 'UTBK_SNBT', NOW);
    expect(utbk.classes.length).toBeGreaterThan(0);
    expect(utbk.classes.length).toBeLessThanOrEqual(PROGRAM_CLASS_LIMIT);
    const starts = utbk.classes.map((liveClass) => liveClass.startsAt);
    expect(starts).toEqual([...starts].sort());
    for (const liveClass of utbk.classes) expect(liveClass.gradesLabel).toBe('Kelas 12');
    const utbkTeachers = new Set(utbk.classes.map((liveClass) => liveClass.teacher.slug));
    expect(utbk.teachers.map((teacher) => teacher.slug).sort()).toEqual([...utbkTeachers].sort());

    const ips = await loadProgramSchedule(database().db, 'SMA_IPS', NOW);
    expect(ips.classes).toHaveLength(PROGRAM_CLASS_LIMIT);
    for (const liveClass of ips.classes) {
      expect(liveClass.gradesLabel).toMatch(/^Kelas 1[0-2]( IPS)?$/);
      expect(liveClass.subjectName).toBe('Matematika');
    }
  });
});
