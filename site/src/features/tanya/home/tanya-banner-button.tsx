'use client';

import { openLeadModal } from '#site/lib/lead-modal-request.ts';

/**
 * The Tanya banner's button: opens the lead form (its code loads on the first open). The source
 * and the class name come from the server as plain strings, so this module pulls neither the
 * lead-source catalogue (and zod) nor the recipe runtime into the page's JavaScript.
 */
export function TanyaBannerButton({
  source,
  label,
  className,
}: {
  source: string;
  label: string;
  className: string;
}) {
  return (
    <button type="button" className={className} onClick={() => openLeadModal({ source, trigger: 'click' })}>
      {label}
    </button>
  );
}
