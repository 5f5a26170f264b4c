import { FREE_TRIAL_DAYS } from '@bimbel/domain/subscription/free-trial';
import type { SubscriptionType } from '@bimbel/domain/subscription/subscription-type';
import { formatJakartaDate } from '@bimbel/domain/time/format-jakarta-date';
import { formatJakartaTime } from '@bimbel/domain/time/format-jakarta-time';

/** The subscription as the user home explains it: a short title, a sentence, a tone. */
export type SubscriptionDescription = {
  title: string;
  /** A one-word state beside the title. */
  badge: string;
  body: string;
  /** `active`: classes are open; `attention`: nothing runs now, the next step matters. */
  tone: 'active' | 'attention';
};

/** 'Minggu, 29 November 2026 pukul 10.00 WIB': the instant in Jakarta time, with its zone label. */
export function formatJakartaDateTime(date: Date): string {
  return `${formatJakartaDate(date)} pukul ${formatJakartaTime(date)}`;
}

/**
 * Puts a subscription state (docs/product §3's types) into plain Indonesian for the student. docs/product shows
 * no copy for these states, so the sentences are ours, in the product's "kamu" voice. One story with
 * the free sessions (decision 074): without the programme, free sessions are joined by booking a
 * seat ("pesan kursi di kelas gratis"); the trial ("coba gratis 7 hari") and a package open every
 * class, free ones without booking.
 *
 * @example
 * describeSubscription({ subscriptionType: 'TRIAL', endsAt: new Date('2026-11-29T03:00:00Z'), canActivateTrial: false }).title;
 * // 'Coba gratis sedang berjalan'
 */
export function describeSubscription(state: {
  subscriptionType: SubscriptionType;
  endsAt: Date | null;
  canActivateTrial: boolean;
}): SubscriptionDescription {
  const until = state.endsAt ? formatJakartaDateTime(state.endsAt) : null;
  switch (state.subscriptionType) {
    case 'PAID':
      return {
        title: 'Paket Bimbel aktif',
        badge: 'Aktif',
        body: until
          ? `Paket berbayarmu aktif sampai ${until}. Ikuti kelas live sesuai jadwalmu, ya.`
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
        title: 'Langganan sedang dijeda',
        badge: 'Dijeda',
        body: until
          ? `Langgananmu dijeda sampai ${until}. Setelah itu kamu bisa ikut kelas live lagi. Sementara itu, pesan kursi di kelas gratis, yuk.`
          : 'Langgananmu sedang dijeda. Aktifkan lagi kapan saja di halaman Langganan, sisa masa langgananmu berjalan lagi dari situ. Sementara itu, pesan kursi di kelas gratis, yuk.',
        tone: 'attention',
      };
    case 'FREE_AFTER_TRIAL':
      return {
        title: 'Masa coba gratis sudah selesai',
        badge: 'Berakhir',
        body: until
          ? `Masa coba gratismu berakhir ${until}. Kelas gratis tetap bisa kamu ikuti dengan pesan kursi. Untuk semua kelas live, lanjut dengan paket Bimbel, yuk.`
          : 'Masa coba gratismu sudah selesai. Kelas gratis tetap bisa kamu ikuti dengan pesan kursi. Untuk semua kelas live, lanjut dengan paket Bimbel, yuk.',
        tone: 'attention',
      };
    case 'FREE_AFTER_PAID':
      return {
        title: 'Paket Bimbel sudah berakhir',
        badge: 'Berakhir',
        body: until
          ? `Paket Bimbel-mu berakhir ${until}. Kelas gratis tetap bisa kamu ikuti dengan pesan kursi. Perpanjang paket supaya bisa ikut semua kelas live lagi.`
          : 'Paket Bimbel-mu sudah berakhir. Kelas gratis tetap bisa kamu ikuti dengan pesan kursi. Perpanjang paket supaya bisa ikut semua kelas live lagi.',
        tone: 'attention',
      };
    case 'FREE':
      return {
        title: 'Belum berlangganan',
        badge: 'Gratis',
        body: state.canActivateTrial
          ? `Kamu belum punya paket Bimbel. Pesan kursi di kelas gratis, atau coba semua kelas live gratis selama ${FREE_TRIAL_DAYS} hari, tanpa bayar.`
          : 'Kamu belum punya paket Bimbel. Pesan kursi di kelas gratis, atau tanya tim kami untuk memilih paket yang pas.',
        tone: 'attention',
      };
  }
}
