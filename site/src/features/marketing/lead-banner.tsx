import { css } from '@bimbel/styled-system/css';
import type { LeadSource } from '@bimbel/domain/catalogue/lead-source';
import { LeadBannerButton } from './lead-banner-button.tsx';
import { containerClass, linkButton, sectionClass } from './marketing.styles.ts';

const bannerClass = css({
  display: 'grid',
  gap: '5',
  alignItems: 'center',
  gridTemplateColumns: { base: '1fr', tablet: 'minmax(0, 1fr) auto' },
  bg: 'brand.800',
  color: 'white',
  borderRadius: '2xl',
  px: { base: '5', tablet: '10' },
  py: { base: '8', tablet: '10' },
});

export type LeadBannerProps = {
  /** The lead source its requests carry: 'Home Page Banner', 'Bimbel Page Banner'… */
  source: LeadSource;
  title: string;
  body: string;
  buttonLabel: string;
};

/** A page's call-me-back banner (docs/product §2 "Banners are configured for /tanya, /bimbel, /paket and /"). */
export function LeadBanner({ source, title, body, buttonLabel }: LeadBannerProps) {
  return (
    <section aria-labelledby="lead-banner-title" className={sectionClass}>
      <div className={containerClass}>
        <div className={bannerClass}>
          <div>
            <h2
              id="lead-banner-title"
              className={css({ fontSize: { base: 'xl', tablet: '2xl' }, color: 'white' })}
            >
              {title}
            </h2>
            <p className={css({ mt: '2', color: 'brand.100', maxW: 'reading' })}>{body}</p>
          </div>
          <LeadBannerButton source={source} className={linkButton({ variant: 'accent' })}>
            {buttonLabel}
          </LeadBannerButton>
        </div>
      </div>
    </section>
  );
}
