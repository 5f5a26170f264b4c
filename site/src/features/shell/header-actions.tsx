'use client';

import { useEffect, useState } from 'react';
import { pickStoreLink } from './download-link.ts';
import type { HeaderLinks } from './header-links.ts';
import { WhatsappIcon } from '#site/lib/whatsapp-icon.tsx';
import { DownloadIcon } from './shell-icons.tsx';

/** 'Minta info bimbel': opens WhatsApp with the prefilled info message (docs/product §2). */
export function WhatsappInfoLink({ className, links }: { className: string; links: HeaderLinks }) {
  return (
    <a href={links.whatsapp} target="_blank" rel="noopener noreferrer" className={className}>
      <WhatsappIcon />
      {/* Its own element: on a logged-in phone without the menu only the icon shows (site-header.styles.ts). */}
      <span>Minta info bimbel</span>
    </a>
  );
}

/**
 * 'Download': the app in the visitor's store. The server renders the Google Play link (most
 * phones here are Android); an iPhone or iPad switches it to the App Store after hydration.
 */
export function DownloadAppLink({ className, links }: { className: string; links: HeaderLinks }) {
  const [href, setHref] = useState<string>(links.stores.googlePlay);
  useEffect(() => {
    setHref(pickStoreLink(navigator.userAgent, navigator.maxTouchPoints, links.stores));
  }, [links.stores]);
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Download aplikasi ${links.brandName}`}
      className={className}
      // Analytics loads on the click: the header is on pages outside the app (the Tanya video page,
      // decision 095) whose first download has no room for it.
      onClick={() =>
        void import('#site/lib/telemetry/analytics.ts').then(({ trackEvent }) =>
          trackEvent('Download', { placement: 'header' }),
        )
      }
    >
      <DownloadIcon />
      Download
    </a>
  );
}
