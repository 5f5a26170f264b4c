import { buildWhatsappLink, SITE_INFO } from '#site/lib/site-info.ts';

/** The help center's way out when no answer fits: every contact of the site config. */
export function HelpCenterContact() {
  return (
    <section aria-labelledby="faq-kontak">
      <h2 id="faq-kontak">Masih butuh bantuan?</h2>
      <p>
        Hubungi tim {SITE_INFO.brandName} ({SITE_INFO.serviceHours}):
      </p>
      <ul>
        <li>
          WhatsApp:{' '}
          <a href={buildWhatsappLink('Halo, saya butuh bantuan.')} target="_blank" rel="noopener noreferrer">
            {SITE_INFO.whatsappDisplay}
          </a>
        </li>
        <li>
          Telepon: <a href={SITE_INFO.phoneHref}>{SITE_INFO.phoneDisplay}</a>
        </li>
        <li>
          Email: <a href={`mailto:${SITE_INFO.email}`}>{SITE_INFO.email}</a>
        </li>
      </ul>
    </section>
  );
}
