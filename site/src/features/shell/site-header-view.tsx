'use client';

import { shouldShowHeader, shouldShowMenu } from '@bimbel/domain/routes/layout-visibility';
import { useRef, type ReactNode } from 'react';
import { isDownloadPage } from './download-link.ts';
import { DownloadAppLink, WhatsappInfoLink } from './header-actions.tsx';
import { NavLinks } from './nav-links.tsx';
import { MenuIcon } from './shell-icons.tsx';
import type { HeaderLinks } from './header-links.ts';
import type { HeaderClasses } from './site-header.styles.ts';
import { useMenuDisclosure } from './use-menu-disclosure.ts';

const MENU_PANEL_ID = 'site-menu';

export type SiteHeaderViewProps = {
  /** The route's path and query string (with or without '?'), e.g. from Waku's useRouter. */
  path: string;
  search: string;
  /** The logo link home, rendered on the server. */
  logo: ReactNode;
  /** 'Masuk' or the profile dropdown (profile feature), at the right end. */
  accountArea: ReactNode;
  /** Class names computed on the server (site-header.styles.ts). */
  classes: HeaderClasses;
  /** WhatsApp and store links, made on the server (header-links.ts). */
  links: HeaderLinks;
};

/**
 * The header for one route (docs/product §2): hidden where `shouldShowHeader` says so; the menu —
 * feature links, burger and Download button — only where `shouldShowMenu` allows. Wide
 * screens show the links in the bar; narrower ones fold them into the burger panel, which
 * comes after the burger in the DOM so keyboard order follows the eye.
 */
export function SiteHeaderView({ path, search, logo, accountArea, classes, links }: SiteHeaderViewProps) {
  const headerRef = useRef<HTMLElement>(null);
  const menu = useMenuDisclosure(headerRef, `${path}?${search}`);
  if (!shouldShowHeader(path, search)) return null;
  const showMenu = shouldShowMenu(path);
  const linkClasses = { list: classes.navList, link: classes.navLink };

  return (
    <header ref={headerRef} className={classes.header}>
      <div className={classes.bar}>
        {logo}
        {showMenu ? (
          <nav aria-label="Menu utama" className={classes.desktopNav}>
            <NavLinks path={path} classes={linkClasses} />
          </nav>
        ) : null}
        <div className={classes.actions}>
          <WhatsappInfoLink
            links={links}
            className={showMenu ? classes.whatsapp.fromTablet : classes.whatsapp.always}
          />
          {showMenu ? (
            <DownloadAppLink
              links={links}
              className={isDownloadPage(path) ? classes.download.always : classes.download.phoneOnly}
            />
          ) : null}
          {accountArea}
          {showMenu ? (
            <button
              ref={menu.buttonRef}
              type="button"
              className={classes.burger}
              aria-label="Menu"
              aria-expanded={menu.isOpen}
              aria-controls={MENU_PANEL_ID}
              onClick={menu.toggle}
            >
              <MenuIcon isOpen={menu.isOpen} />
            </button>
          ) : null}
        </div>
      </div>
      {showMenu ? (
        <nav id={MENU_PANEL_ID} aria-label="Menu utama HP" className={classes.panel} data-open={menu.isOpen}>
          <NavLinks path={path} classes={linkClasses} onNavigate={menu.close} />
          <WhatsappInfoLink links={links} className={classes.whatsapp.panel} />
          <DownloadAppLink links={links} className={classes.download.panel} />
        </nav>
      ) : null}
    </header>
  );
}
