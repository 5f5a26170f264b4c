'use client';

import { useAtomValue } from 'jotai';
import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import {
  closeLeadModal,
  currentLeadModalRequestAtom,
  type LeadModalRequest,
} from '#site/lib/lead-modal-request.ts';
import { reportError } from '#site/lib/telemetry/error-reporting.ts';
import { notify } from '#site/lib/toast.ts';
import { loadLeadModal } from './load-lead-modal.ts';
import { markLeadModalSeen } from './lead-modal-seen.ts';

function lazyLeadModal() {
  return lazy(() => loadLeadModal().then((module) => ({ default: module.LeadModal })));
}

type LoadBoundaryProps = { onError: (error: unknown) => void; children: ReactNode };

/** Catches a failed chunk load (offline, a deploy in between) instead of breaking the page. */
class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

// Inline style rather than css(): Panda's runtime would join every page's first load for this.
const loadingStyle = {
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(27, 35, 51, 0.6)',
  color: '#fff',
  fontWeight: 700,
} as const;

/**
 * Watches `currentLeadModalRequestAtom` (openLeadModal) and shows the lead modal. Its code —
 * React Aria forms, conform, zod — loads on the first open, so no page carries it at first.
 * Each opening mounts the modal afresh (new steps, new prefill) and marks the modal as seen for
 * this browser session, which stops the auto-open (docs/product §9).
 */
export function LeadModalHost() {
  const request = useAtomValue(currentLeadModalRequestAtom);
  const [opening, setOpening] = useState<{ request: LeadModalRequest | null; key: number }>({
    request: null,
    key: 0,
  });
  const [LeadModal, setLeadModal] = useState(lazyLeadModal);
  if (opening.request !== request) setOpening({ request, key: opening.key + 1 });

  useEffect(() => {
    if (request) markLeadModalSeen();
  }, [request]);

  if (!request) return null;
  return (
    <LoadBoundary
      key={opening.key}
      onError={(error) => {
        closeLeadModal();
        // React.lazy keeps a failed load: a fresh one lets the next open try again.
        setLeadModal(lazyLeadModal);
        void notify({
          variant: 'error',
          title: 'Ada yang salah',
          description: 'Periksa koneksi internetmu, lalu coba lagi.',
        });
        reportError(error, { where: 'lead modal load' });
      }}
    >
      <Suspense
        fallback={
          <div style={loadingStyle} role="status">
            Memuat…
          </div>
        }
      >
        <LeadModal key={opening.key} request={request} />
      </Suspense>
    </LoadBoundary>
  );
}
