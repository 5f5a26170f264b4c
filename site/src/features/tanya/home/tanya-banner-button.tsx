'use client';

import { button } from '@bimbel/styled-system/recipes';
import { openLeadModal } from '../../../lib/lead-modal.ts';

/**
 * The Tanya banner's button: opens the lead form (its code loads on the first open). The source
 * comes from the server as a plain string, so this module does not pull the lead-source
 * catalogue (and zod) into the page's JavaScript.
 */
export function TanyaBannerButton({ source, label }: { source: string; label: string }) {
  return (
    <button
      type="button"
      className={button({ variant: 'light', size: 'large' })}
      onClick={() => openLeadModal({ source, trigger: 'click' })}
    >
      {label}
    </button>
  );
}
