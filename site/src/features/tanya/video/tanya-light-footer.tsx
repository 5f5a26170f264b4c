import { css } from '@bimbel/styled-system/css';
import { SITE_INFO } from '#site/lib/site-info.ts';

const styles = {
  footer: css({ marginTop: '12', background: 'surface', borderTop: '1px solid token(colors.line)' }),
  inner: css({ maxWidth: 'container', marginInline: 'auto', paddingInline: '4', paddingBlock: '6', display: 'grid', gap: '3', fontSize: 'sm', color: 'muted' }),
  links: css({ display: 'flex', flexWrap: 'wrap', columnGap: '4', listStyle: 'none', margin: 0, padding: 0 }),
  link: css({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '11',
    color: 'brand.700',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    _focusVisible: { focusOutline: 'browserOffset' },
  }),
};

const LINKS = [
  { href: '/tanya', label: 'Tanya' },
  { href: '/contact-me', label: 'Minta info bimbel' },
  { href: '/kebijakan-privasi', label: 'Kebijakan privasi' },
  { href: '/ketentuan-layanan', label: 'Ketentuan layanan' },
  { href: '/faq-pusat-bantuan', label: 'Pusat bantuan' },
] as const;

/** A small footer for the video page (the app shell's footer is not rendered here). */
export function TanyaLightFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p>{SITE_INFO.tagline}</p>
        <nav aria-label="Tautan situs">
          <ul className={styles.links}>
            {LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={styles.link}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p>
          © {new Date().getFullYear()} {SITE_INFO.brandName}
        </p>
      </div>
    </footer>
  );
}
