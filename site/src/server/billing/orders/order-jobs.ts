import type { PaymentGateway } from '../payments/payment-gateway.ts';
import { jobRegistry, registerRecurringJob, type JobRegistry } from '../../jobs/job-registry.ts';
import { reconcilePayments } from './reconcile-payments.ts';
import { registerSubscriptionJobs } from '../subscriptions/subscription-jobs.ts';

export const RECONCILE_PAYMENTS_QUEUE = 'payments.reconcile';
/** How often open payment attempts are checked with the gateway's status API. */
export const RECONCILE_PAYMENTS_EVERY_MS = 2 * 60_000;

/**
 * The durable jobs of orders and subscriptions (decision 079): a paid period's expiry at its end,
 * a pause's automatic resume after 30 days, and the payment reconciliation every 2 minutes (one run
 * per slot, however many processes).
 */
export function registerOrderJobs({
  gateway,
  registry = jobRegistry(),
}: {
  gateway: () => PaymentGateway;
  registry?: JobRegistry;
}): void {
  registerSubscriptionJobs(registry);
  registerRecurringJob(
    {
      queue: RECONCILE_PAYMENTS_QUEUE,
      everyMs: RECONCILE_PAYMENTS_EVERY_MS,
      handler: async ({ db, now }) => {
        await reconcilePayments(db, gateway(), now);
      },
    },
    registry,
  );
}
