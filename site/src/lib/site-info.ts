/**
 * Facts about the business shown across the site (header, footer, contact). One place to
 * change them; see docs/decisions/0005-brand-and-site-info.md.
 */
export const SITE_INFO = {
  brandName: 'CoBelajar',
  tagline: 'Bimbel online Matematika untuk kelas 4 sampai 12, bareng guru terbaik.',
  whatsappNumber: '6281100001000',
  whatsappInfoMessage: 'Halo, saya mau tanya info bimbel online.',
  phoneDisplay: '(021) 5000-1234',
  phoneHref: 'tel:+622150001234',
  email: 'halo@cobelajar.id',
  address: 'Jl. Jenderal Sudirman Kav. 52–53, Jakarta Selatan 12190',
} as const;

/** A wa.me link with a prefilled message, opened by the 'Minta info bimbel' buttons. */
export function buildWhatsappLink(message: string = SITE_INFO.whatsappInfoMessage): string {
  return `https://wa.me/${SITE_INFO.whatsappNumber}?text=${encodeURIComponent(message)}`;
}
