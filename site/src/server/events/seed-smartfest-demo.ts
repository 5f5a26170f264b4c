import type { Kysely } from 'kysely';
import { JAKARTA_UTC_OFFSET_MINUTES } from '@bimbel/domain/time/jakarta-time-zone';
import type { SmartfestCategoryRow, SmartfestRoundRow, Tables } from '../db/schema.ts';

/*
 * The demo SmartFest edition (decision 085): dates relative to the day it is seeded, in
 * Asia/Jakarta days, so the page is credible on any day — registration opened a week ago and
 * closes in a month, two online rounds, then the final. When an edition's final has passed,
 * the next call (the demo roll-forward, every 15 minutes) adds the next edition.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const OFFSET_MS = JAKARTA_UTC_OFFSET_MINUTES * 60_000;

/** Midnight (WIB) of the Jakarta day `days` after the one holding `now`. */
function jakartaMidnight(now: Date, days: number): Date {
  const local = now.getTime() + OFFSET_MS;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS - OFFSET_MS + days * DAY_MS);
}
/** `hours` (WIB) into the Jakarta day `days` after today. */
const at = (now: Date, days: number, hours: number) => new Date(jakartaMidnight(now, days).getTime() + hours * HOUR_MS);

const MONTHS = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];

export const DEMO_SMARTFEST_CATEGORIES: SmartfestCategoryRow[] = [
  { name: 'SD', grades: [4, 5, 6] },
  { name: 'SMP', grades: [7, 8, 9] },
  { name: 'SMA', grades: [10, 11, 12] },
];

export const DEMO_SMARTFEST_PRIZES = [
  'Juara 1, 2 dan 3 tiap kelas: medali, sertifikat juara dan langganan Bimbel CoBelajar 3 bulan.',
  'Peserta 10 besar tiap kelas di babak semifinal: sertifikat finalis dan undangan babak final.',
  'Semua peserta babak penyisihan: sertifikat keikutsertaan digital dan video pembahasan semua soal.',
];

/** The demo edition whose registration opens `now`'s Jakarta day minus 7 days. */
export function demoSmartfestEdition(now: Date) {
  const finalAt = at(now, 63, 9);
  const wib = new Date(finalAt.getTime() + OFFSET_MS);
  const month = MONTHS[wib.getUTCMonth()]!;
  const year = wib.getUTCFullYear();
  const rounds: SmartfestRoundRow[] = [
    {
      name: 'Babak Penyisihan',
      starts_at: at(now, 35, 8).toISOString(),
      ends_at: at(now, 37, 20).toISOString(),
      description:
        'Daring dari HP atau laptop: 25 soal pilihan ganda dalam 60 menit, dikerjakan kapan saja dalam rentang tiga hari ini.',
    },
    {
      name: 'Babak Semifinal',
      starts_at: at(now, 49, 9).toISOString(),
      ends_at: at(now, 49, 11).toISOString(),
      description:
        'Daring serentak dengan pengawas di kelas live: 15 soal isian singkat untuk 50 peserta terbaik tiap kelas.',
    },
  ];
  return {
    slug: `smartfest-${year}-${String(wib.getUTCMonth() + 1).padStart(2, '0')}`,
    name: `SmartFest Matematika ${month} ${year}`,
    registration_opens_at: jakartaMidnight(now, -7),
    // 23.59 WIB on the 30th day from today.
    registration_closes_at: new Date(jakartaMidnight(now, 31).getTime() - 60_000),
    final_at: finalAt,
    final_place: 'Daring lewat kelas live CoBelajar; tautan dikirim ke WhatsApp orangtua finalis.',
    rounds: JSON.stringify(rounds),
    categories: JSON.stringify(DEMO_SMARTFEST_CATEGORIES),
    prizes: JSON.stringify(DEMO_SMARTFEST_PRIZES),
  };
}

/**
 * Adds the demo edition when no edition's final lies ahead (and none has its slug). Safe to call
 * on every start and every roll-forward. Returns how many editions it added (0 or 1).
 */
export async function seedSmartfestDemo(db: Kysely<Tables>, now: Date = new Date()): Promise<number> {
  const ahead = await db
    .selectFrom('smartfest_editions')
    .select('id')
    .where('final_at', '>=', now)
    .limit(1)
    .executeTakeFirst();
  if (ahead) return 0;
  const inserted = await db
    .insertInto('smartfest_editions')
    .values(demoSmartfestEdition(now))
    .onConflict((conflict) => conflict.column('slug').doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}
