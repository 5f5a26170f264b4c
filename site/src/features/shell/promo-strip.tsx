import { PROMO_STRIP_CLOSED_KEY } from '@bimbel/domain/constants/storage-keys';
import { PromoStripBanner } from './promo-strip-banner.tsx';
import { promoStripClasses } from './promo-strip.styles.ts';

/** Marks <html> before the first paint when the strip was closed earlier in this session. */
const HIDE_IF_CLOSED = `try{if(sessionStorage.getItem(${JSON.stringify(PROMO_STRIP_CLOSED_KEY)}))document.documentElement.setAttribute('data-promo-closed','')}catch(e){}`;

/**
 * The home promo strip (docs/product §2; docs/decisions/043-promo-strip-close-memory.md). The static
 * home page is the same HTML for everyone, so a tiny inline script hides an already closed
 * strip before paint instead of letting it flash until hydration.
 */
export function PromoStrip() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: HIDE_IF_CLOSED }} />
      <PromoStripBanner classes={promoStripClasses} />
    </>
  );
}
