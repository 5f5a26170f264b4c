import { useCallback, useRef } from 'react';
import { trackEvent } from '#site/lib/telemetry/analytics.ts';
import type { AnalyticsEvents } from '#site/lib/telemetry/analytics-events.ts';

export type LeadField = AnalyticsEvents['Lead Field Entered']['field'];

/**
 * docs/product §7's "field entered" event, sent the first time the visitor changes each field during
 * one opening of the lead modal (a new opening starts over: the modal mounts afresh).
 */
export function useFieldEnteredTracking(sourcePage: string): (field: LeadField) => void {
  const entered = useRef(new Set<LeadField>());
  return useCallback(
    (field: LeadField) => {
      if (entered.current.has(field)) return;
      entered.current.add(field);
      trackEvent('Lead Field Entered', { source_page: sourcePage, field });
    },
    [sourcePage],
  );
}
