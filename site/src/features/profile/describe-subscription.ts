import { FREE_TRIAL_DAYS } from '@bimbel/domain/subscription/free-trial';
import { automaticResumeAt, keptDays } from '@bimbel/domain/subscription/subscription-pause';
import type { SubscriptionType } from '@bimbel/domain/subscription/subscription-type';
import { formatDateTimeInZone } from '@bimbel/domain/time/format-date-time-in-zone';
import { formatDateInZone } from '@bimbel/domain/time/format-time-in-zone';
import { JAKARTA_TIME_ZONE } from '@bimbel/domain/time/jakarta-time-zone';

/** The subscription as the user home explains it: a short title, a sentence, a tone. */
export type SubscriptionDescription = {
  title: string;
  /** A one-word state beside the title. */
  badge: string;
  body: string;
  /** `active`: classes are open; `attention`: nothing runs now, the next step matters. */
  tone: 'active' | 'attention';
};

/** What the home card knows of a student's subscription (the loader's SubscriptionOverview). */
export type SubscriptionFacts = {
  subscriptionType: SubscriptionType;
  endsAt: Date | null;
  canActivateTrial: boolean;
  /** The package the paying order bought; null without an order. */
  packageName?: string | null;
  pausedAt?: Date | null;
  pausedRemainingSeconds?: number | null;
  /** False when no package fits the student's grade (kelas 4, decision 103). */
  packageAvailable?: boolean;
};

const FREE_SEATS = 'Kelas gratis tetap bisa kamu ikuti dengan pesan kursi.';
/** Decision 103: a grade without paid packages is told so, and where to ask, never to buy. */
const NO_PACKAGE = 'Paket berbayar belum ada untuk kelasmu; tanya tim kami bila butuh bantuan memilih kelas.';

function pausedBody(facts: SubscriptionFacts, timeZone: string): string {
  const since = facts.pausedAt ? ` sejak ${formatDateInZone(facts.pausedAt, timeZone)}` : '';
  const kept =
    typeof facts.pausedRemainingSeconds === 'number'
      ? `Sisa ${keptDays(facts.pausedRemainingSeconds)} hari masa langgananmu disimpan.`
      : 'Sisa masa langgananmu disimpan.';
  const resume = facts.pausedAt
    ? ` Aktif lagi otomatis ${formatDateInZone(automaticResumeAt(facts.pausedAt), timeZone)}, atau aktifkan sekarang di halaman Langganan.`
    : ' Aktifkan lagi kapan saja di halaman Langganan.';
  return `Langgananmu dijeda${since}. ${kept}${resume} Sementara itu, pesan kursi di kelas gratis, yuk.`;
}

/**
 * Puts a subscription state (docs/product §3's types) into plain Indonesian for the student, dates
 * in the viewer's zone. docs/product shows no copy for these states, so the sentences are ours, in
 * the product's "kamu" voice. One story with the free sessions (decision 074): without the
 * programme, free sessions are joined by booking a seat ("pesan kursi di kelas gratis"); the trial
 * ("coba gratis 7 hari") and a package open every class, free ones without booking. A paid plan is
 * named by its package; a grade without packages is never sent to buy one (decision 103).
 *
 * @example
 * describeSubscription({ subscriptionType: 'PAID', endsAt: new Date('2026-11-29T03:00:00Z'), canActivateTrial: false, packageName: 'Bimbel SMP Kelas 7–9' }).body;
 * // 'Aktif sampai Minggu, 29 November 2026 pukul 10.00 WIB. Ikuti kelas live sesuai jadwalmu, ya.'
 */
export function describeSubscription(
  facts: SubscriptionFacts,
  timeZone: string = JAKARTA_TIME_ZONE,
): SubscriptionDescription {
  const until = facts.endsAt ? formatDateTimeInZone(facts.endsAt, timeZone) : null;
  const noPackage = facts.packageAvailable === false;
  switch (facts.subscriptionType) {
    case 'PAID':
      return {
        title: facts.packageName ?? 'Paket Bimbel aktif',
        badge: 'Aktif',
        body: until
          ? `Aktif sampai ${until}. Ikuti kelas live sesuai jadwalmu, ya.`
          : 'Paket berbayarmu aktif. Ikuti kelas live sesuai jadwalmu, ya.',
        tone: 'active',
      };
    case 'TRIAL':
      return {
        title: 'Coba gratis sedang berjalan',
        badge: 'Coba gratis',
        body: until
          ? `Masa coba gratismu berlaku sampai ${until}. Semua kelas live kelasmu terbuka, kelas gratis juga tanpa pesan kursi.`
          : 'Masa coba gratismu sedang berjalan. Semua kelas live kelasmu terbuka, kelas gratis juga tanpa pesan kursi.',
        tone: 'active',
      };
    case 'PAUSED':
      return {
        title: facts.packageName ? `${facts.packageName} dijeda` : 'Langganan sedang dijeda',
        badge: 'Dijeda',
        body: pausedBody(facts, timeZone),
        tone: 'attention',
      };
    case 'FREE_AFTER_TRIAL': {
      const ended = until ? `Masa coba gratismu berakhir ${until}.` : 'Masa coba gratismu sudah selesai.';
      return {
        title: 'Masa coba gratis sudah selesai',
        badge: 'Berakhir',
        body: `${ended} ${FREE_SEATS} ${noPackage ? NO_PACKAGE : 'Untuk semua kelas live, lanjut dengan paket Bimbel, yuk.'}`,
        tone: 'attention',
      };
    }
    case 'FREE_AFTER_PAID':
      return {
        title: 'Paket Bimbel sudah berakhir',
        badge: 'Berakhir',
        body: until
          ? `Paket Bimbel-mu berakhir ${until}. ${FREE_SEATS} Perpanjang paket supaya bisa ikut semua kelas live lagi.`
          : `Paket Bimbel-mu sudah berakhir. ${FREE_SEATS} Perpanjang paket supaya bisa ikut semua kelas live lagi.`,
        tone: 'attention',
      };
    case 'FREE':
      return {
        title: 'Belum berlangganan',
        badge: 'Gratis',
        body: freeBody(facts.canActivateTrial, noPackage),
        tone: 'attention',
      };
  }
}

function freeBody(canActivateTrial: boolean, noPackage: boolean): string {
  const trial = `coba semua kelas live kelasmu gratis selama ${FREE_TRIAL_DAYS} hari, tanpa bayar`;
  if (noPackage)
    return canActivateTrial
      ? `Pesan kursi di kelas gratis, atau ${trial}. ${NO_PACKAGE}`
      : `Pesan kursi di kelas gratis, yuk. ${NO_PACKAGE}`;
  return canActivateTrial
    ? `Kamu belum punya paket Bimbel. Pesan kursi di kelas gratis, atau coba semua kelas live gratis selama ${FREE_TRIAL_DAYS} hari, tanpa bayar.`
    : 'Kamu belum punya paket Bimbel. Pesan kursi di kelas gratis, atau tanya tim kami untuk memilih paket yang pas.';
}
