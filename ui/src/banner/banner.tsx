'use client';

import { banner, type BannerVariantProps } from '@bimbel/styled-system/recipes';
import { useState, type ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import { CloseButton } from '../modal/close-button.tsx';

export type BannerAction = {
  label: string;
  /** A link… */
  href?: string;
  /** …or a press handler (e.g. open the Tutor info modal). */
  onPress?: () => void;
};

export type BannerProps = BannerVariantProps & {
  children: ReactNode;
  /** Names the banner's region landmark. */
  'aria-label'?: string;
  action?: BannerAction;
  /** Called when the close button is pressed; store the dismissal here if it must persist. */
  onDismiss?: () => void;
  /** Accessible name of the close button. */
  closeLabel?: string;
};

/**
 * A dismissible strip (home promo strip, Tutor banner). It hides itself when closed and calls
 * `onDismiss`; whether it shows again on the next visit is the caller's business (render it only
 * while not dismissed).
 *
 * @example
 * <Banner variant="promo" action={{ label: 'Download', href: '/download' }} onDismiss={rememberClosed}>
 *   Bimbel lebih seru lewat aplikasi!
 * </Banner>
 */
export function Banner({
  children,
  variant,
  'aria-label': ariaLabel = 'Pengumuman',
  action,
  onDismiss,
  closeLabel = 'Tutup banner',
}: BannerProps) {
  const [isDismissed, setDismissed] = useState(false);
  if (isDismissed) return null;
  const classes = banner({ variant });
  return (
    <section aria-label={ariaLabel} className={classes.root}>
      <div className={classes.message}>{children}</div>
      {action ? (
        <span className={classes.action}>
          <Button variant="link" size="small" href={action.href} onPress={action.onPress}>
            {action.label}
          </Button>
        </span>
      ) : null}
      <CloseButton
        label={closeLabel}
        onPress={() => {
          setDismissed(true);
          onDismiss?.();
        }}
      />
    </section>
  );
}
