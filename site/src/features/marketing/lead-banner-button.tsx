'use client';

import type { LeadSource } from '@bimbel/domain/catalogue/lead-source';
import type { ReactNode } from 'react';
import { openLeadModal } from '#site/lib/lead-modal-request.ts';

/**
 * The banner's button: opens the lead modal with the banner's lead source (docs/product §2, §3). A plain
 * button — the modal's code loads only when it opens. The source comes from the server
 * component, so the lead-source catalogue (and its zod schema) stays out of the page's JS.
 */
export function LeadBannerButton({
  source,
  className,
  children,
}: {
  source: LeadSource;
  /** Made by the server component (no Panda runtime in the page's JS). */
  className: string;
  children: ReactNode;
}) {
  return (
    <button type="button" className={className} onClick={() => openLeadModal({ source, trigger: 'click' })}>
      {children}
    </button>
  );
}
