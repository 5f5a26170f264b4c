import {
  automaticResumeAt,
  keptDays,
  PAUSE_MAX_DAYS,
  PAUSE_MIN_REMAINING_DAYS,
  pauseRefusal,
} from '@bimbel/domain/subscription/subscription-pause';
import type { SubscriptionType } from '@bimbel/domain/subscription/subscription-type';
import { formatDateInZone } from '@bimbel/domain/time/format-time-in-zone';
import { formatDateTimeInZone } from '@bimbel/domain/time/format-date-time-in-zone';

/** A student's plan as the manage subscription page words it, and what may be done with it. */
export type PlanDescription = {
  /** A one-word state beside the name. */
  badge: string;
  tone: 'active' | 'paused' | 'free';
  /** The package, or what the student has instead. */
  title: string;
  detail: string;
  canPause: boolean;
  /** Why a paid plan cannot be paused now (used its pause, too little left); null otherwise. */
  pauseNote: string | null;
  canResume: boolean;
  /** The link to /paket for this student ('Perpanjang paket', 'Beli paket'); null while paused or when no package fits. */
  buyLabel: string | null;
  /** Said under a paid or paused plan no order paid for: why it has no package name or receipt here. */
  originNote: string | null;
};

/** A paid or paused period with no order behind it (granted by the team, or from before the shop). */
export const NO_ORDER_NOTE =
  'Paket ini tidak dibeli lewat situs ini, jadi nama paket dan kuitansinya tidak ada di sini. Ada pertanyaan? Tanya tim kami, ya.';

/** Decision 103: no paid package for the student's grade (kelas 4) — nothing to buy, the free classes instead. */
export const NO_PACKAGE_NOTE = 'Paket berbayar belum ada untuk kelasnya. Kelas gratis tetap bisa dipesan.';

/** Why a paid plan cannot be paused now, in words; null when it can. */
function pauseNoteOf(refusal: ReturnType<typeof pauseRefusal>): string | null {
  switch (refusal) {
    case 'already_paused':
      return `Jeda sudah dipakai di masa langganan ini (sekali tiap masa langganan, paling lama ${PAUSE_MAX_DAYS} hari).`;
    case 'too_little_left':
      return `Sisa langganan kurang dari ${PAUSE_MIN_REMAINING_DAYS} hari, jadi tidak bisa dijeda.`;
    // A paid period without a recorded end: the server has no time to keep (pause-subscription.ts).
    case 'not_paid':
      return 'Tanggal berakhirnya belum tercatat, jadi langganan ini belum bisa dijeda dari sini. Tanya tim kami, ya.';
    case null:
      return null;
  }
}

/** Free plans of a grade without packages: no way to /paket, the note instead of the call to buy. */
function withoutPackage(description: PlanDescription): PlanDescription {
  return { ...description, detail: `${description.detail} ${NO_PACKAGE_NOTE}`, buyLabel: null };
}

/**
 * Words a student's plan (docs/product §3's types) for the manage subscription page, in the viewer's
 * zone: a paid plan shows its package and end date and may be paused within the pause limits
 * (decision 079: once per period, with 7 days left; otherwise a note says why not); a paused one
 * its kept time and automatic end and may be resumed; the others say what the student has and
 * lead to /paket.
 *
 * @example
 * describePlan({ subscriptionType: 'PAID', endsAt: new Date('2027-02-27T05:00:00Z'), packageName: 'Bimbel SMP', pausedAt: null, pausedRemainingSeconds: null, pausesUsed: 0 }, 'Asia/Jakarta', new Date('2026-11-27')).detail;
 * // 'Aktif sampai Sabtu, 27 Februari 2027 pukul 12.00 WIB'
 */
export function describePlan(
  plan: {
    subscriptionType: SubscriptionType;
    endsAt: Date | null;
    packageName: string | null;
    pausedAt: Date | null;
    pausedRemainingSeconds: number | null;
    pausesUsed: number;
    /** Whether a package of the catalogue fits the student's grade (false in kelas 4, decision 103). */
    packageAvailable?: boolean;
  },
  timeZone: string,
  now: Date,
): PlanDescription {
  const description = describeBarePlan(plan, timeZone, now);
  const free = plan.subscriptionType !== 'PAID' && plan.subscriptionType !== 'PAUSED';
  if (free && plan.packageAvailable === false && plan.subscriptionType !== 'FREE_AFTER_PAID')
    return withoutPackage(description);
  return description;
}

function describeBarePlan(
  plan: Parameters<typeof describePlan>[0],
  timeZone: string,
  now: Date,
): PlanDescription {
  const packageName = plan.packageName ?? 'Paket Bimbel';
  const originNote = plan.packageName ? null : NO_ORDER_NOTE;
  const free = { canPause: false, pauseNote: null, canResume: false, originNote: null };
  switch (plan.subscriptionType) {
    case 'PAID': {
      // The limits are the server's (decision 079): shown here so the button is only offered when it works.
      const refusal = pauseRefusal({ type: 'PAID', endsAt: plan.endsAt, pausesUsed: plan.pausesUsed }, now);
      return {
        badge: 'Aktif',
        tone: 'active',
        title: packageName,
        detail: plan.endsAt ? `Aktif sampai ${formatDateTimeInZone(plan.endsAt, timeZone)}` : 'Aktif',
        canPause: refusal === null,
        pauseNote: pauseNoteOf(refusal),
        canResume: false,
        buyLabel: 'Perpanjang paket',
        originNote,
      };
    }
    case 'PAUSED': {
      const since = plan.pausedAt ? ` sejak ${formatDateInZone(plan.pausedAt, timeZone)}` : '';
      const kept =
        plan.pausedRemainingSeconds !== null
          ? ` Sisa ${keptDays(plan.pausedRemainingSeconds)} hari masa langganan disimpan dan berjalan lagi saat diaktifkan.`
          : ' Sisa masa langganan berjalan lagi saat diaktifkan.';
      const until = plan.pausedAt
        ? ` Aktif lagi otomatis ${formatDateInZone(automaticResumeAt(plan.pausedAt), timeZone)}, atau aktifkan sekarang.`
        : '';
      return {
        ...free,
        badge: 'Dijeda',
        tone: 'paused',
        title: packageName,
        detail: `Dijeda${since}.${kept}${until}`,
        canResume: true,
        buyLabel: null,
        originNote,
      };
    }
    case 'TRIAL':
      return {
        badge: 'Coba gratis',
        tone: 'active',
        title: 'Coba gratis 7 hari',
        detail: plan.endsAt ? `Berlaku sampai ${formatDateTimeInZone(plan.endsAt, timeZone)}` : 'Sedang berjalan',
        ...free,
        buyLabel: 'Beli paket',
      };
    case 'FREE_AFTER_PAID':
      return {
        badge: 'Berakhir',
        tone: 'free',
        title: 'Paket sudah berakhir',
        detail: plan.endsAt
          ? `Paket berakhir ${formatDateInZone(plan.endsAt, timeZone)}. Kelas gratis tetap bisa dipesan.`
          : 'Kelas gratis tetap bisa dipesan.',
        ...free,
        buyLabel: 'Beli lagi',
      };
    case 'FREE_AFTER_TRIAL':
      return {
        badge: 'Gratis',
        tone: 'free',
        title: 'Masa coba gratis sudah selesai',
        detail: 'Kelas gratis tetap bisa dipesan. Pilih paket untuk ikut semua kelas live.',
        ...free,
        buyLabel: 'Beli paket',
      };
    case 'FREE':
      return {
        badge: 'Gratis',
        tone: 'free',
        title: 'Belum berlangganan',
        detail: 'Kelas gratis bisa dipesan. Pilih paket untuk ikut semua kelas live.',
        ...free,
        buyLabel: 'Beli paket',
      };
  }
}
