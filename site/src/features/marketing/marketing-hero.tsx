import { css } from '@bimbel/styled-system/css';
import type { ReactNode } from 'react';
import { containerClass, eyebrowClass } from './marketing.styles.ts';

const heroClass = css({
  bgGradient: 'to-b',
  gradientFrom: 'brand.50',
  gradientTo: 'canvas',
});

const heroGridClass = css({
  display: 'grid',
  alignItems: 'center',
  gap: { base: '6', laptop: '10' },
  gridTemplateColumns: { base: '1fr', tablet: 'minmax(0, 1.15fr) minmax(0, 1fr)' },
  py: { base: '8', tablet: '14' },
});

const imageClass = css({
  width: '100%',
  height: 'auto',
  maxW: { base: '300px', tablet: '480px' },
  mx: 'auto',
});

export type MarketingHeroProps = {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  actions: ReactNode;
  /** Illustration from site/public: small SVG with its intrinsic size. */
  image: { src: string; width: number; height: number };
  /** Extra line under the buttons. */
  footnote?: ReactNode;
};

/** The first screen of a marketing page: the page's one h1, what it offers, its actions. */
export function MarketingHero({ eyebrow, title, lead, actions, image, footnote }: MarketingHeroProps) {
  return (
    <section aria-labelledby="hero-title" className={heroClass}>
      <div className={`${containerClass} ${heroGridClass}`}>
        <div>
          <p className={eyebrowClass}>{eyebrow}</p>
          <h1
            id="hero-title"
            className={css({
              mt: '2',
              fontSize: { base: '3xl', tablet: '4xl', laptop: '5xl' },
              lineHeight: '1.15',
            })}
          >
            {title}
          </h1>
          <p className={css({ mt: '4', fontSize: { base: 'md', tablet: 'lg' }, color: 'muted' })}>{lead}</p>
          {actions}
          {footnote ? <p className={css({ mt: '4', fontSize: 'sm', color: 'muted' })}>{footnote}</p> : null}
        </div>
        {/* Decorative: the heading and text say everything it shows. */}
        <img
          src={image.src}
          alt=""
          width={image.width}
          height={image.height}
          className={imageClass}
          fetchPriority="high"
        />
      </div>
    </section>
  );
}
