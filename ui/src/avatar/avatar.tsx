'use client';

import { DEFAULT_PROFILE_IMAGE_SIZE } from '@bimbel/domain/constants/images';
import { shouldShowSubscriberCrown } from '@bimbel/domain/subscription/subscriber-crown';
import type { SubscriptionType } from '@bimbel/domain/subscription/subscription-type';
import { toInitials } from '@bimbel/domain/text/to-initials';
import { avatar, type AvatarVariantProps } from '@bimbel/styled-system/recipes';
import { useEffect, useRef, useState } from 'react';
import { Image } from '../image/image.tsx';
import type { ImageLoader } from '../image/image-srcset.ts';
import { CrownIcon } from './crown-icon.tsx';

// Rendered diameters of the size variants (the recipe's 8 / 12 / 24 spacing tokens), for `sizes`.
const DIAMETER_PX = { small: 32, medium: 48, large: 96 } as const;

export type AvatarProps = AvatarVariantProps & {
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
  loader?: ImageLoader;
  className?: string;
};

/**
 * A person's round picture, or their initials on the brand colour when there is no picture or it
 * fails to load. Paid subscribers get a crown announced as 'Pelanggan berbayar'.
 *
 * @example
 * <Avatar name={user.full_name} src={user.avatar_url} subscriptionType={subscriptionType} size="large" />
 */
export function Avatar({
  name,
  src,
  subscriptionType,
  crownLabel = 'Pelanggan berbayar',
  decorative = false,
  size = 'medium',
  loader,
  className,
}: AvatarProps) {
  const classes = avatar({ size });
  const imageRef = useRef<HTMLImageElement>(null);
  // Remembers which source failed, so a new `src` gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;

  useEffect(() => {
    // An error that fired before hydration never reaches onError: read the element's state instead.
    const image = imageRef.current;
    if (src && image?.complete && image.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  const diameter = DIAMETER_PX[typeof size === 'string' ? size : 'medium'];
  return (
    <span className={[classes.root, className].filter(Boolean).join(' ')}>
      {showImage && src ? (
        <Image
          ref={imageRef}
          src={src}
          alt={decorative ? '' : name}
          {...DEFAULT_PROFILE_IMAGE_SIZE}
          sizes={`${diameter}px`}
          loader={loader}
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
