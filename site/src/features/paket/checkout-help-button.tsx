'use client';

import type { LeadSource } from '@bimbel/domain/catalogue/lead-source';
import { openLeadModal } from '#site/lib/lead-modal-request.ts';

/**
 * 'Tanya tim kami': opens the lead form with the checkout's source, 'Paket Web Checkout'
 * (docs/product §3). The source comes from the server component (no zod in the page's JS).
 */
export function CheckoutHelpButton({ source, className }: { source: LeadSource; className: string }) {
  return (
    <button type="button" className={className} onClick={() => openLeadModal({ source, trigger: 'click' })}>
      Tanya tim kami
    </button>
  );
}
