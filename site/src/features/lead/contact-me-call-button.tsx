'use client';

import { button } from '@bimbel/styled-system/recipes';
import { useEffect, type ReactNode } from 'react';
import { openLeadModal } from '#site/lib/lead-modal-request.ts';
import { loadLeadModal } from './load-lead-modal.ts';

export type ContactMeCallButtonProps = {
  /** Sent as `source_page`. */
  source: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
};

function preloadWhenIdle(): () => void {
  const preload = () => void loadLeadModal().catch(() => undefined);
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(preload, { timeout: 4_000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(preload, 2_000);
  return () => clearTimeout(handle);
}

/**
 * The /contact-me call to action: opens the lead modal. A plain button (no React Aria) keeps the
 * ad landing page light; since almost every visitor of this page opens the form, the modal's code
 * loads as soon as the page is idle, and the click opens it at once.
 */
export function ContactMeCallButton({ source, children, variant = 'primary' }: ContactMeCallButtonProps) {
  useEffect(preloadWhenIdle, []);
  return (
    <button
      type="button"
      className={button({ variant, size: 'large' })}
      onClick={() => openLeadModal({ source, trigger: 'click' })}
    >
      {children}
    </button>
  );
}
