import type { Config } from '../../../config/config.ts';
import { jobRegistry, registerJobHandler, type JobRegistry } from '../../../jobs/job-registry.ts';
import { SANDBOX_NOTIFY_QUEUE } from './sandbox-notifications.ts';
import { sendSandboxNotification } from './sandbox-notify-job.ts';
import { runSandboxTransition, SANDBOX_TRANSITION_QUEUE } from './sandbox-transitions.ts';

/**
 * Registers the built-in sandbox's durable jobs (decision 070 queue): its HTTP notifications
 * (`payments.sandbox-notify`) and a pending payment's later settlement or expiry
 * (`payments.sandbox-transition`). Nothing when the sandbox is off. Answers whether it is on.
 */
export function registerMidtransSandboxJobs(
  config: Pick<Config, 'midtrans'>,
  { registry = jobRegistry(), fetch: fetchImpl }: { registry?: JobRegistry; fetch?: typeof fetch } = {},
): boolean {
  const { midtrans } = config;
  if (midtrans.mode !== 'sandbox') return false;
  registerJobHandler(
    SANDBOX_NOTIFY_QUEUE,
    async (context) => {
      await sendSandboxNotification(context, { fetch: fetchImpl });
    },
    registry,
  );
  registerJobHandler(SANDBOX_TRANSITION_QUEUE, (context) => runSandboxTransition(context, midtrans.serverKey.reveal()), registry);
  return true;
}
