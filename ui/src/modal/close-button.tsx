'use client';

import { css } from '@bimbel/styled-system/css';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

export type CloseButtonProps = {
  /** Accessible name; the button shows only a cross. */
  label?: string;
  /**
   * `"close"` inside a React Aria Dialog or Toast: their context then supplies the press handler,
   * so closing goes through the overlay's own state (and its `onOpenChange` / `onClose`).
   */
  slot?: 'close';
  onPress?: AriaButtonProps['onPress'];
  className?: string;
};

// Colours inherit the surface (white on a toast, ink in a modal), so one style serves every host.
const closeButtonClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '8',
  height: '8',
  borderRadius: 'full',
  borderWidth: '0',
  bg: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color',
  transitionDuration: '150ms',
  _hovered: { bg: 'color-mix(in srgb, currentColor 12%, transparent)' },
  _pressed: { bg: 'color-mix(in srgb, currentColor 20%, transparent)' },
  _focusRing: { focusOutline: 'currentColor' },
});

/**
 * The round cross button of modals, toasts and banners: 32 × 32 px, above the 24 px target minimum.
 *
 * @example
 * <CloseButton slot="close" />
 * <CloseButton label="Tutup banner" onPress={dismiss} />
 */
export function CloseButton({ label = 'Tutup', slot, onPress, className }: CloseButtonProps) {
  return (
    <AriaButton
      slot={slot}
      aria-label={label}
      onPress={onPress}
      className={[closeButtonClass, className].filter(Boolean).join(' ')}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      >
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </AriaButton>
  );
}
