'use client';

import { button, type ButtonVariantProps } from '@bimbel/styled-system/recipes';
import type { ReactNode } from 'react';
import { Button as AriaButton, Link as AriaLink, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../spinner/spinner.tsx';

export type ButtonProps = ButtonVariantProps & {
  children: ReactNode;
  /** Renders a link (`<a href>`) styled as a button. */
  href?: string;
  /** Opens the link in a new tab (external links such as WhatsApp). */
  target?: '_blank';
  /** Disables the button and shows a spinner with `loadingText`. */
  isLoading?: boolean;
  /** Shown instead of the label while loading. */
  loadingText?: string;
  isDisabled?: boolean;
  type?: 'button' | 'submit' | 'reset';
  onPress?: AriaButtonProps['onPress'];
  form?: string;
  'aria-label'?: string;
  className?: string;
};

/**
 * The one button of the site. Built on React Aria, so press, keyboard and focus behave the same
 * with mouse, touch and keyboard; `href` makes it a link.
 *
 * @example
 * <Button isLoading={saving} loadingText="Menyimpan…" onPress={save}>Simpan</Button>
 */
export function Button({
  children,
  href,
  target,
  isLoading = false,
  loadingText = 'Memuat…',
  isDisabled,
  variant,
  size,
  fullWidth,
  className,
  ...rest
}: ButtonProps) {
  const classes = [button({ variant, size, fullWidth }), className].filter(Boolean).join(' ');
  if (href !== undefined) {
    return (
      <AriaLink
        href={href}
        target={target}
        rel={target === '_blank' ? 'noopener noreferrer' : undefined}
        isDisabled={isDisabled}
        className={classes}
        aria-label={rest['aria-label']}
      >
        {children}
      </AriaLink>
    );
  }
  return (
    <AriaButton {...rest} isDisabled={isDisabled || isLoading} isPending={isLoading} className={classes}>
      {isLoading ? (
        <>
          <Spinner size="small" />
          <span>{loadingText}</span>
        </>
      ) : (
        children
      )}
    </AriaButton>
  );
}
