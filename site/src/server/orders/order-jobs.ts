import { jobRegistry, type JobRegistry } from '../jobs/job-registry.ts';
import { registerSubscriptionExpiryJob } from './subscription-expiry-jobs.ts';

/**
 * The durable jobs of orders and subscriptions (decision 079): a paid period's expiry at its end.
 */
export function registerOrderJobs({ registry = jobRegistry() }: { registry?: JobRegistry } = {}): void {
  registerSubscriptionExpiryJob(registry);
}
