import type { SubscriptionType } from '@bimbel/domain/subscription/subscription-type';
import { formatDateInZone } from '@bimbel/domain/time/format-time-in-zone';
import { formatDateTimeInZone } from '@bimbel/domain/time/format-date-time-in-zone';

const DAY_SECONDS = 86_400;

/** A student's plan as the manage subscription page words it, and what may be done with it. */
export type PlanDescription = {
  /** A one-word state beside the name. */
  badge: string;
  tone: 'active' | 'paused' | 'free';
  /** The package, or what the student has instead. */
  title: string;
  detail: string;
  canPause: boolean;
  canResume: boolean;
  /** The link to /paket for this student ('Perpanjang paket', 'Beli paket'); null while paused. */
  buyLabel: string | null;
};

/**
 * Whole days of a kept paid time, rounded up (a pause that keeps 3 hours still gives a day back
 * in words; the server keeps the seconds).
 *
 * @example
 * keptDays(50 * 86_400 + 1); // 51
 */
export function keptDays(seconds: number): number {
  return Math.max(0, Math.ceil(seconds / DAY_SECONDS));
}

/**
 * Words a student's plan (docs/product §3's types) for the manage subscription page, in the viewer's
 * zone: a paid plan shows its package and end date and may be paused; a paused one its kept time
 * and may be resumed; the others say what the student has and lead to /paket.
 *
 * @example
 * describePlan({ subscriptionType: 'PAID', endsAt: new Date('2027-02-27T05:00:00Z'), packageName: 'Bimbel SMP', pausedAt: null, pausedRemainingSeconds: null }, 'Asia/Jakarta').detail;
 * // 'Aktif sampai Sabtu, 27 Februari 2027 pukul 12.00 WIB'
 */
export function describePlan(
  plan: {
    subscriptionType: SubscriptionType;
    endsAt: Date | null;
    packageName: string | null;
    pausedAt: Date | null;
    pausedRemainingSeconds: number | null;
  },
  timeZone: string,
): PlanDescription {
  const packageName = plan.packageName ?? 'Paket Bimbel';
  switch (plan.subscriptionType) {
    case 'PAID':
      return {
        badge: 'Aktif',
        tone: 'active',
        title: packageName,
        detail: plan.endsAt ? `Aktif sampai ${formatDateTimeInZone(plan.endsAt, timeZone)}` : 'Aktif',
        canPause: plan.endsAt !== null,
        canResume: false,
        buyLabel: 'Perpanjang paket',
      };
    case 'PAUSED': {
      const since = plan.pausedAt ? ` sejak ${formatDateInZone(plan.pausedAt, timeZone)}` : '';
      const kept =
        plan.pausedRemainingSeconds !== null
          ? ` Sisa ${keptDays(plan.pausedRemainingSeconds)} hari masa langganan disimpan dan berjalan lagi saat diaktifkan.`
          : ' Sisa masa langganan berjalan lagi saat diaktifkan.';
      return {
        badge: 'Dijeda',
        tone: 'paused',
        title: packageName,
        detail: `Dijeda${since}.${kept}`,
        canPause: false,
        canResume: true,
        buyLabel: null,
      };
    }
    case 'TRIAL':
      return {
        badge: 'Coba gratis',
        tone: 'active',
        title: 'Coba gratis 7 hari',
        detail: plan.endsAt ? `Berlaku sampai ${formatDateTimeInZone(plan.endsAt, timeZone)}` : 'Sedang berjalan',
        canPause: false,
        canResume: false,
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
        canPause: false,
        canResume: false,
        buyLabel: 'Beli lagi',
      };
    case 'FREE_AFTER_TRIAL':
      return {
        badge: 'Gratis',
        tone: 'free',
        title: 'Masa coba gratis sudah selesai',
        detail: 'Kelas gratis tetap bisa dipesan. Pilih paket untuk ikut semua kelas live.',
        canPause: false,
        canResume: false,
        buyLabel: 'Beli paket',
      };
    case 'FREE':
      return {
        badge: 'Gratis',
        tone: 'free',
        title: 'Belum berlangganan',
        detail: 'Kelas gratis bisa dipesan. Pilih paket untuk ikut semua kelas live.',
        canPause: false,
        canResume: false,
        buyLabel: 'Beli paket',
      };
  }
}
