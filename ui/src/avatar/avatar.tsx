'use client';

import type { SubscriptionType } from '@bimbel/domain/subscription/subscription-type';
import { avatar, type AvatarVariantProps } from '@bimbel/styled-system/recipes';
import type { ImageLoader } from '../image/image-srcset.ts';
import { AvatarPicture } from './avatar-picture.tsx';

// Rendered diameters of the size variants (the recipe's 8 / 12 / 24 spacing tokens), for `sizes`.
export const AVATAR_DIAMETER_PX = { small: 32, medium: 48, large: 96 } as const;

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
export function Avatar({ size = 'medium', ...rest }: AvatarProps) {
  const diameter = AVATAR_DIAMETER_PX[typeof size === 'string' ? size : 'medium'];
  return <AvatarPicture {...rest} diameter={diameter} classes={avatar({ size })} />;
}
