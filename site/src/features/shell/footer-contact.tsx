import { css } from '@bimbel/styled-system/css';
import { buildWhatsappLink, SITE_INFO } from '#site/lib/site-info.ts';
import { footerHeadingClass, footerListClass, footerTextClass } from './site-footer.styles.ts';

const contactLinkClass = css({
  display: 'inline-flex',
  flexDirection: 'column',
  py: '1',
  color: 'white',
  textDecoration: 'none',
  _hover: { '& > span:last-child': { textDecoration: 'underline' } },
  _focusVisible: { focusOutline: 'onDark', borderRadius: 'sm' },
});

const labelClass = css({
  fontSize: 'xs',
  color: 'brand.200',
  textTransform: 'uppercase',
  letterSpacing: 'wide',
});

const CONTACTS = [
  {
    label: 'Beli paket lewat WhatsApp',
    value: SITE_INFO.whatsappDisplay,
    href: buildWhatsappLink(SITE_INFO.whatsappPurchaseMessage),
    external: true,
  },
  { label: 'Telepon', value: SITE_INFO.phoneDisplay, href: SITE_INFO.phoneHref, external: false },
  { label: 'Email', value: SITE_INFO.email, href: `mailto:${SITE_INFO.email}`, external: false },
] as const;

/** The footer's contact column: WhatsApp for buying a package, phone, e-mail, hours, address. */
export function FooterContact({ className }: { className?: string }) {
  return (
    <section aria-labelledby="footer-contact" className={className}>
      <h2 id="footer-contact" className={footerHeadingClass}>
        Hubungi kami
      </h2>
      <ul className={footerListClass}>
        {CONTACTS.map((contact) => (
          <li key={contact.label}>
            <a
              href={contact.href}
              className={contactLinkClass}
              {...(contact.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <span className={labelClass}>{contact.label}</span>
              <span>{contact.value}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className={`${footerTextClass} ${css({ mt: '2' })}`}>Layanan: {SITE_INFO.serviceHours}</p>
      <address className={`${footerTextClass} ${css({ mt: '3', fontStyle: 'normal' })}`}>
        {SITE_INFO.addressLines.map((line) => (
          <span key={line} className={css({ display: 'block' })}>
            {line}
          </span>
        ))}
      </address>
    </section>
  );
}
