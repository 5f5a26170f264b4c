import type { Config } from '../../config/config.ts';
import { MidtransSnapGateway } from './midtrans/midtrans-snap-gateway.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { PaymentsOffGateway } from './payments-off-gateway.ts';

export type PaymentGatewayOverrides = {
  /** The HTTP client (tests: a fetch into the in-process app, or a spy). */
  fetch?: typeof fetch;
  /**
   * Where the built-in sandbox is reached from this server, when not at PUBLIC_ORIGIN (tests serve
   * the app on a free port). Only the API calls move; the payment page's redirect_url stays public.
   */
  sandboxBaseUrl?: string;
  timeoutMs?: number;
  now?: () => Date;
};

/**
 * The payment gateway of this configuration (decision 080): the Midtrans Snap adapter talking to
 * Midtrans (MIDTRANS_SERVER_KEY set, MIDTRANS_ENV's hosts), the same adapter talking to this
 * site's built-in sandbox (no key, outside production), or, in production without a key, a
 * gateway whose every call fails with status 503 (payments off).
 *
 * @example
 * const gateway = createPaymentGateway(deps.config());
 * const { token, redirectUrl } = await gateway.createTransaction(input);
 */
export function createPaymentGateway(
  config: Pick<Config, 'midtrans'>,
  overrides: PaymentGatewayOverrides = {},
): PaymentGateway {
  const { midtrans } = config;
  if (midtrans.mode === 'off') return new PaymentsOffGateway();
  const sandboxBase = midtrans.mode === 'sandbox' ? overrides.sandboxBaseUrl : undefined;
  return new MidtransSnapGateway({
    name: midtrans.mode === 'sandbox' ? 'sandbox' : 'midtrans',
    snapBaseUrl: sandboxBase ?? midtrans.snapBaseUrl,
    apiBaseUrl: sandboxBase ?? midtrans.apiBaseUrl,
    serverKey: midtrans.serverKey,
    notificationUrl: midtrans.notificationUrl,
    fetch: overrides.fetch,
    timeoutMs: overrides.timeoutMs,
    now: overrides.now,
  });
}
