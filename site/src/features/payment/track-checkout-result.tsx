'use client';

import { useEffect } from 'react';
import { trackEvent } from '#site/lib/telemetry/analytics.ts';
import type { AnalyticsEvents } from '#site/lib/telemetry/analytics-events.ts';

/** The payment pages' events (decision 082): where the order stands, or why it failed. */
export type CheckoutResultEvent =
  | { name: 'Checkout Stage Viewed'; props: AnalyticsEvents['Checkout Stage Viewed'] }
  | { name: 'Checkout Failed'; props: AnalyticsEvents['Checkout Failed'] };

/**
 * Sends a payment page's checkout event once when it shows — its fields computed on the server
 * (server/billing/orders/pages/checkout-result-fields.ts). Renders nothing.
 */
export function TrackCheckoutResult({ event }: { event: CheckoutResultEvent }) {
  const key = JSON.stringify(event);
  useEffect(() => {
    const sent = JSON.parse(key) as CheckoutResultEvent;
    if (sent.name === 'Checkout Failed') trackEvent(sent.name, sent.props);
    else trackEvent(sent.name, sent.props);
  }, [key]);
  return null;
}
