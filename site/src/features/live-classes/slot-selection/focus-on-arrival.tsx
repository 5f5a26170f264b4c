'use client';

import { useEffect } from 'react';

/**
 * Moves focus to the element `targetId` once the page shows it (the heading of "Kursimu sudah
 * dipesan!" or "Pesananmu dibatalkan" after the page came back from a booking): a screen reader
 * reads what happened, and a keyboard user goes on from there. Renders nothing.
 */
export function FocusOnArrival({ targetId }: { targetId: string }) {
  useEffect(() => {
    const target = document.getElementById(targetId);
    target?.focus();
    target?.scrollIntoView({ block: 'start' });
  }, [targetId]);
  return null;
}
