import { Logo } from '@bimbel/ui/logo/logo';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { AppStoreBadges } from './app-store-badges.tsx';
import { FooterContact } from './footer-contact.tsx';
import { FooterVisibility } from './footer-visibility.tsx';
import { FEATURE_LINKS } from './feature-links.ts';
import {
  badgeRowClass,
  bottomBarClass,
  bottomBarOuterClass,
  footerClass,
  footerGridClass,
  footerHeadingClass,
  footerLinkClass,
  footerListClass,
  footerTextClass,
  spacedClass,
  wideColumnClass,
  socialLinkClass,
  socialListClass,
} from './site-footer.styles.ts';
import { SocialIcon } from './social-icons.tsx';

const COMPANY_LINKS = [
  { label: 'Karier', href: SITE_INFO.careersUrl },
  { label: 'Akademi Guru', href: '/akademi' },
  { label: 'Pusat Bantuan (FAQ)', href: '/faq-pusat-bantuan' },
  { label: 'Kebijakan Privasi', href: '/kebijakan-privasi' },
  { label: 'Ketentuan Layanan', href: '/ketentuan-layanan' },
] as const;

// Rendered at build time with the static pages: the year of the build, which is this year.
const COPYRIGHT_YEAR = new Date().getFullYear();

/** The site footer of docs/product §2, server-rendered (no client JS but its visibility check). */
export function SiteFooter() {
  return (
    <FooterVisibility>
      <footer className={footerClass}>
        <div className={footerGridClass}>
          <section aria-label={`Tentang ${SITE_INFO.brandName}`} className={wideColumnClass}>
            <Logo brandName={SITE_INFO.brandName} href="/" tone="inverse" />
            <p className={`${footerTextClass} ${spacedClass}`}>{SITE_INFO.tagline}</p>
            <h2 className={`${footerHeadingClass} ${spacedClass}`}>Download aplikasinya</h2>
            <AppStoreBadges className={badgeRowClass} />
          </section>
          <nav aria-labelledby="footer-features">
            <h2 id="footer-features" className={footerHeadingClass}>
              Fitur
            </h2>
            <ul className={footerListClass}>
              {FEATURE_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className={footerLinkClass}>
                    {link.label}
                  </a>
                </li>
              ))}
              {/* Buying online (decision 081): not a navigation feature of docs/product §2's header. */}
              <li>
                <a href="/paket" className={footerLinkClass}>
                  Paket dan harga
                </a>
              </li>
              {/* The sales and registration pages (decision 084). */}
              <li>
                <a href="/bimbel-online" className={footerLinkClass}>
                  Bimbel online
                </a>
              </li>
              <li>
                <a href="/daftar-bimbel" className={footerLinkClass}>
                  Daftar Bimbel
                </a>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-company">
            <h2 id="footer-company" className={footerHeadingClass}>
              {SITE_INFO.brandName}
            </h2>
            <ul className={footerListClass}>
              {COMPANY_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className={footerLinkClass}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <FooterContact className={wideColumnClass} />
        </div>
        <div className={bottomBarOuterClass}>
          <div className={bottomBarClass}>
            <p className={footerTextClass}>
              © {COPYRIGHT_YEAR} {SITE_INFO.companyName}
            </p>
            <ul className={socialListClass} aria-label="Media sosial">
              {SITE_INFO.social.map((network) => (
                <li key={network.name}>
                  <a
                    href={network.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${SITE_INFO.brandName} di ${network.name}`}
                    className={socialLinkClass}
                  >
                    <SocialIcon network={network.name} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </footer>
    </FooterVisibility>
  );
}
