'use client';

import { PROMO_STRIP_CLOSED_KEY } from '@bimbel/domain/constants/storage-keys';
import { shouldShowPromoStrip } from '@bimbel/domain/routes/promo-strip';
import { useEffect, useState } from 'react';
import { useRouter } from 'waku/router/client';
import { sessionStore } from '#site/lib/browser-storage.ts';
import { SITE_INFO } from '#site/lib/site-info.ts';
import type { PromoStripClasses } from './promo-strip.styles.ts';
import { CloseIcon } from './close-icon.tsx';

/**
 * The strip itself: only on / (`shouldShowPromoStrip`), until the visitor closes it; the
 * close lasts for the browser session (sessionStorage), so a new visit shows it again.
 */
export function PromoStripBanner({ classes }: { classes: PromoStripClasses }) {
  const { path } = useRouter();
  const [isClosed, setClosed] = useState(false);

  useEffect(() => {
    if (sessionStore.get(PROMO_STRIP_CLOSED_KEY) !== null) setClosed(true);
  }, []);

  if (!shouldShowPromoStrip(path) || isClosed) return null;

  const close = () => {
    sessionStore.set(PROMO_STRIP_CLOSED_KEY, '1');
    setClosed(true);
    // The "Lihat caranya" link and the close button are gone: give focus a sensible home.
    document.querySelector<HTMLElement>('header a')?.focus();
  };

  return (
    <section aria-label="Info Bimbel" className={classes.strip}>
      <div className={classes.inner}>
        <p>
          Ikut Bimbel lewat aplikasi {SITE_INFO.brandName} atau website di laptop.{' '}
          <a href="/bimbel#cara-ikut" className={classes.link}>
            Lihat caranya
          </a>
        </p>
        <button type="button" aria-label="Tutup info Bimbel" className={classes.close} onClick={close}>
          <CloseIcon />
        </button>
      </div>
    </section>
  );
}
