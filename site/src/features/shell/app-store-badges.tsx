import { css } from '@bimbel/styled-system/css';
import { SITE_INFO } from '#site/lib/site-info.ts';

const rowClass = css({ display: 'flex', flexWrap: 'wrap', gap: '3' });

const badgeLinkClass = css({
  display: 'inline-flex',
  borderRadius: 'lg',
  lineHeight: '0',
  _focusVisible: { focusOutline: 'onDark' },
});

/**
 * The two store badges (self-made SVGs in site/public/badges), linking to the app in the
 * stores of the site config. Server-rendered, no client JS.
 */
export function AppStoreBadges({ className }: { className?: string }) {
  return (
    <div className={[rowClass, className].filter(Boolean).join(' ')}>
      <a
        href={SITE_INFO.appStores.googlePlay}
        target="_blank"
        rel="noopener noreferrer"
        className={badgeLinkClass}
      >
        <img
          src="/badges/google-play.svg"
          alt="Tersedia di Google Play"
          width={162}
          height={48}
          loading="lazy"
        />
      </a>
      <a
        href={SITE_INFO.appStores.appStore}
        target="_blank"
        rel="noopener noreferrer"
        className={badgeLinkClass}
      >
        <img src="/badges/app-store.svg" alt="Download di App Store" width={162} height={48} loading="lazy" />
      </a>
    </div>
  );
}
