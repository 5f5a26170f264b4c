import { DEFAULT_LOGO_SIZE } from '@bimbel/domain/constants/images';
import { logo, type LogoVariantProps } from '@bimbel/styled-system/recipes';
import { Image } from '../image/image.tsx';
import { passthroughLoader } from '../image/image-srcset.ts';

export type LogoProps = LogoVariantProps & {
  /** The brand's name: the logo's accessible name and the drawn word. */
  brandName: string;
  /** Makes the logo a link, usually home: `href="/"`. */
  href?: string;
  /** A logo file to show instead of the drawn wordmark (served as is, never resized). */
  src?: string;
  /** Intrinsic size; docs/product §9's 120 × 30 by default. */
  width?: number;
  height?: number;
  /** The header logo is above the fold: fetch a logo file eagerly. */
  priority?: boolean;
  className?: string;
};

/**
 * The brand logo at docs/product §9's 120 × 30 unless told otherwise: an inline SVG wordmark (no request,
 * no layout shift) or a given logo file, named by `brandName`. With `href` it is a plain link —
 * no client JavaScript.
 *
 * @example
 * <Logo brandName={SITE_INFO.brandName} href="/" />
 */
export function Logo({
  brandName,
  href,
  src,
  width = DEFAULT_LOGO_SIZE.width,
  height = DEFAULT_LOGO_SIZE.height,
  priority = false,
  tone,
  className,
}: LogoProps) {
  const classes = logo({ tone });
  const picture = src ? (
    <Image
      src={src}
      alt={brandName}
      width={width}
      height={height}
      loader={passthroughLoader}
      priority={priority}
    />
  ) : (
    <svg role="img" aria-label={brandName} viewBox="0 0 120 30" width={width} height={height}>
      <rect className={classes.mark} x="0" y="1" width="28" height="28" rx="7" />
      <path
        className={classes.letter}
        d="M18.6 10.4A6.5 6.5 0 1 0 18.6 19.6"
        strokeWidth="3.2"
        strokeLinecap="round"
      />
      {/* textLength fits the name into the 84 px beside the mark whichever font has loaded. */}
      <text
        className={classes.word}
        x="34"
        y="21"
        fontSize="16"
        textLength="84"
        lengthAdjust="spacingAndGlyphs"
      >
        {brandName}
      </text>
    </svg>
  );
  const rootClass = [classes.root, className].filter(Boolean).join(' ');
  if (href === undefined) return <span className={rootClass}>{picture}</span>;
  return (
    <a href={href} className={rootClass}>
      {picture}
    </a>
  );
}
