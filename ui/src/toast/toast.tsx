'use client';

import { TOAST_DURATION_MS } from '@bimbel/domain/constants/limits';
import { toast as toastClasses } from '@bimbel/styled-system/recipes';
import { useSyncExternalStore } from 'react';
import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { CloseButton } from '../modal/close-button.tsx';
import { ToastIcon } from './toast-icon.tsx';

export type ToastVariant = 'error' | 'success' | 'loading';

export type ToastContent = {
  variant: ToastVariant;
  title: string;
  description?: string;
};

export type ShowToastOptions = ToastContent & {
  /** Milliseconds before it closes by itself. Default 5000 (docs/product §9); loading toasts stay until closed. */
  timeout?: number;
  onClose?: () => void;
};

/**
 * The site's one toast queue. Module-level so any code (a failed fetch, an event handler) can
 * raise a toast without a React context; `<Toaster />` renders whatever is in it.
 */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 3 });

/**
 * Shows a toast and returns its key. To turn a loading toast into a result, close its key and
 * show the result: `closeToast(key); showToast({ variant: 'success', title: '…' })`.
 *
 * @example
 * showToast({ variant: 'error', title: 'Ada yang salah' });
 */
export function showToast({ timeout, onClose, ...content }: ShowToastOptions): string {
  const defaultTimeout = content.variant === 'loading' ? undefined : TOAST_DURATION_MS;
  return toastQueue.add(content, { timeout: timeout ?? defaultTimeout, onClose });
}

/**
 * Closes the toast with this key (no-op when it is already gone).
 *
 * @example
 * const key = showToast({ variant: 'loading', title: 'Mengganti profil…' });
 * await switchProfile();
 * closeToast(key);
 */
export function closeToast(key: string): void {
  toastQueue.close(key);
}

const subscribeToQueue = (onChange: () => void) => toastQueue.subscribe(onChange);
const hasVisibleToasts = () => toastQueue.visibleToasts.length > 0;
const hasNoToastsOnServer = () => false;

export type ToasterProps = {
  /** Name of the notifications landmark (reached with F6). */
  'aria-label'?: string;
  /** Accessible name of each toast's close icon. */
  closeLabel?: string;
};

/**
 * Renders the toast queue. Mount it once, near the root of the app; it portals to `<body>`,
 * above modals, and is a live landmark so screen readers announce each toast.
 *
 * @example
 * <Toaster />
 * // anywhere else:
 * showToast({ variant: 'success', title: 'Sip, datamu berhasil diperbarui.' });
 */
export function Toaster({ 'aria-label': ariaLabel = 'Notifikasi', closeLabel = 'Tutup' }: ToasterProps) {
  const hasToasts = useSyncExternalStore(subscribeToQueue, hasVisibleToasts, hasNoToastsOnServer);
  // React Aria registers the region as an F6 landmark only if its element exists when it mounts;
  // an empty region renders nothing, so it mounts with the first toast and unmounts with the last.
  if (!hasToasts) return null;
  const regionClasses = toastClasses();
  return (
    <AriaToastRegion queue={toastQueue} aria-label={ariaLabel} className={regionClasses.region}>
      {({ toast }) => {
        const classes = toastClasses({ variant: toast.content.variant });
        return (
          <AriaToast toast={toast} className={classes.toast}>
            <span className={classes.icon}>
              <ToastIcon variant={toast.content.variant} />
            </span>
            <AriaToastContent className={classes.content}>
              <Text slot="title" className={classes.title}>
                {toast.content.title}
              </Text>
              {toast.content.description ? (
                <Text slot="description" className={classes.description}>
                  {toast.content.description}
                </Text>
              ) : null}
            </AriaToastContent>
            <CloseButton slot="close" label={closeLabel} />
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}
