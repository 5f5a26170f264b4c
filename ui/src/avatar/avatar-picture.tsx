'use client';

import {
  DEFAULT_PROFILE_IMAGE_SIZE,
  IMAGE_DEFAULT_QUALITY,
  IMAGE_SIZES,
} from '@bimbel/domain/constants/images';
import { shouldShowSubscriberCrown } from '@bimbel/domain/subscription/subscriber-crown';
import type { SubscriptionType } from '@bimbel/domain/subscription/subscription-type';
import { toInitials } from '@bimbel/domain/text/to-initials';
import { useEffect, useRef, useState } from 'react';
import { defaultImageLoader, type ImageLoader } from '../image/image-srcset.ts';
import { CrownIcon } from './crown-icon.tsx';

/** The optimiser's nearest icon width at or above `pixels` (docs/product §9's image sizes). */
const LARGEST_ICON_WIDTH = 384;
const iconWidth = (pixels: number): number =>
  IMAGE_SIZES.find((width) => width >= pixels) ?? LARGEST_ICON_WIDTH;

/**
 * A fixed-size picture: the diameter for 1x screens and twice it for 2x screens, through the
 * optimiser (decision 087); a `data:`, `blob:` or SVG source as it is.
 */
function avatarSources(src: string, diameter: number, loader: ImageLoader = defaultImageLoader) {
  if (/^(data|blob):/.test(src) || /\.svg$/i.test(src.split(/[?#]/)[0] ?? ''))
    return { src, srcSet: undefined };
  const oneX = loader({ src, width: iconWidth(diameter), quality: IMAGE_DEFAULT_QUALITY });
  const twoX = loader({ src, width: iconWidth(diameter * 2), quality: IMAGE_DEFAULT_QUALITY });
  return { src: twoX, srcSet: oneX === twoX ? undefined : `${oneX} 1x, ${twoX} 2x` };
}

/** The avatar recipe's slot class names (`avatar({ size })`), computed by the caller. */
export type AvatarClasses = { root: string; initials: string; crown: string };

export type AvatarPictureProps = {
  /** Full name: the picture's alt text and the source of the initials. */
  name: string;
  /** Profile picture URL (`avatar_url`); without one, or when it fails, initials are shown. */
  src?: string | null;
  /** Subscription status; only `PAID` gets the crown. */
  subscriptionType?: SubscriptionType | null;
  /** Accessible name of the crown. */
  crownLabel?: string;
  /** Hides the name from assistive tech when the same name is written right beside the avatar. */
  decorative?: boolean;
  /** The rendered diameter in CSS pixels: the picture is fetched at 1x and 2x of it. */
  diameter: number;
  classes: AvatarClasses;
  loader?: ImageLoader;
  className?: string;
};

/**
 * The drawing of an `Avatar` with its class names given: no style runtime, so a page on a tight
 * client-JS budget (the Tanya video page's account corner) can draw the same avatar with classes
 * computed on the server. `Avatar` computes them from the recipe and renders this.
 */
export function AvatarPicture({
  name,
  src,
  subscriptionType,
  crownLabel = 'Pelanggan berbayar',
  decorative = false,
  diameter,
  classes,
  loader,
  className,
}: AvatarPictureProps) {
  const imageRef = useRef<HTMLImageElement>(null);
  // Remembers which source failed, so a new `src` gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;

  useEffect(() => {
    // An error that fired before hydration never reaches onError: read the element's state instead.
    const image = imageRef.current;
    if (src && image?.complete && image.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  const sources = showImage && src ? avatarSources(src, diameter, loader) : null;
  return (
    <span className={[classes.root, className].filter(Boolean).join(' ')}>
      {sources && src ? (
        <img
          ref={imageRef}
          src={sources.src}
          srcSet={sources.srcSet}
          alt={decorative ? '' : name}
          {...DEFAULT_PROFILE_IMAGE_SIZE}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span
          className={classes.initials}
          {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
        >
          {toInitials(name)}
        </span>
      )}
      {shouldShowSubscriberCrown(subscriptionType) && (
        <span className={classes.crown} role="img" aria-label={crownLabel}>
          <CrownIcon />
        </span>
      )}
    </span>
  );
}
