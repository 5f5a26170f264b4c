/**
 * The one site config: every business fact shown across the site (header, footer, home,
 * bimbel, legal pages, contact). Change a name, number, address or link here and nowhere else;
 * see docs/decisions/005-brand-and-site-info.md and 041-site-config.md.
 *
 * The numbers, address, store and social links are placeholders (reserved demo number ranges,
 * the brand's own domain) until the business supplies real ones.
 */
export const SITE_INFO = {
  brandName: 'CoBelajar',
  /** Legal name used in the privacy policy and terms. */
  companyName: 'PT CoBelajar Edukasi Indonesia',
  /** The site's canonical address (legal pages quote it). */
  siteUrl: 'https://cobelajar.id',
  /** One factual line: what the service is, no superlatives (docs/decisions/042-honest-marketing-copy.md). */
  tagline:
    'Bimbel online Matematika untuk kelas 4 sampai 12: kelas live bareng guru dan video pembahasan soal.',
  /** WhatsApp number in international form without '+', as wa.me wants it. */
  whatsappNumber: '6281100001000',
  /** Prefilled message of the 'Minta info bimbel' buttons. */
  whatsappInfoMessage: 'Halo, saya mau tanya info bimbel online.',
  /** Prefilled message of the footer's package-purchase WhatsApp link. */
  whatsappPurchaseMessage: 'Halo, saya mau beli paket bimbel.',
  /** The WhatsApp number as people read it. */
  whatsappDisplay: '+62 811-0000-1000',
  phoneDisplay: '(021) 5000-1234',
  phoneHref: 'tel:+622150001234',
  email: 'halo@cobelajar.id',
  /** Where personal-data requests go (privacy policy, UU No. 27 Tahun 2022). */
  privacyEmail: 'privasi@cobelajar.id',
  /** Office address, one line per entry. */
  addressLines: ['Jl. Jenderal Sudirman Kav. 52–53', 'Jakarta Selatan 12190', 'Indonesia'],
  /** Office opening hours for phone and WhatsApp, in WIB. */
  serviceHours: 'Senin–Jumat, 09.00–17.00 WIB',
  careersUrl: 'https://karier.cobelajar.id',
  /** The app in the stores (the header's Download button and the footer badges). */
  appStores: {
    googlePlay: 'https://play.google.com/store/apps/details?id=id.cobelajar.app',
    appStore: 'https://apps.apple.com/id/app/cobelajar/id6400000000',
  },
  /** The day every user has the app's Tutor feature (docs/product §2), written the Indonesian way. */
  tutorForEveryoneDate: '9 November 2025',
  social: [
    { name: 'Instagram', href: 'https://www.instagram.com/cobelajar.id' },
    { name: 'TikTok', href: 'https://www.tiktok.com/@cobelajar.id' },
    { name: 'YouTube', href: 'https://www.youtube.com/@cobelajar' },
    { name: 'Facebook', href: 'https://www.facebook.com/cobelajar.id' },
  ],
} as const;

export type SocialNetwork = (typeof SITE_INFO.social)[number]['name'];

/** The office address on one line (meta descriptions, the privacy policy). */
export const SITE_ADDRESS = SITE_INFO.addressLines.join(', ');

/**
 * A wa.me link with a prefilled message, opened by the 'Minta info bimbel' buttons.
 *
 * @example
 * buildWhatsappLink(); // 'https://wa.me/6281100001000?text=Halo%2C%20saya%20mau%20tanya%20info%20bimbel%20online.'
 */
export function buildWhatsappLink(message: string = SITE_INFO.whatsappInfoMessage): string {
  return `https://wa.me/${SITE_INFO.whatsappNumber}?text=${encodeURIComponent(message)}`;
}

/**
 * A wa.me link that lets the visitor pick a chat and send `message` (sharing a video solution
 * with a friend or a class group).
 *
 * @example
 * buildWhatsappShareLink('Lihat ini: https://cobelajar.id/tanya'); // 'https://wa.me/?text=Lihat%20ini%3A%20https%3A%2F%2Fcobelajar.id%2Ftanya'
 */
export function buildWhatsappShareLink(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}
