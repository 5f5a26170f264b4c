import type { APIRequestContext } from '@playwright/test';
import { sandboxServerKeyFor } from '../../src/server/config/midtrans-config.ts';

/**
 * The journeys' AUTH_SECRET (playwright.config.ts gives it to the server; not a secret): the
 * built-in Midtrans sandbox's key is derived from it, so a journey can call the sandbox as the
 * shop does.
 */
export const E2E_AUTH_SECRET = 'e2e-auth-secret-for-journeys-only-0123456789';

const authorization = () => `Basic ${Buffer.from(`${sandboxServerKeyFor(E2E_AUTH_SECRET)}:`).toString('base64')}`;

/** A Snap transaction of 290.000 (two lines) made on the sandbox; answers its payment page's URL. */
export async function createSandboxTransaction(
  request: APIRequestContext,
  { orderId, method, finishUrl }: { orderId: string; method: string; finishUrl: string },
): Promise<string> {
  const response = await request.post('/midtrans-sandbox/snap/v1/transactions', {
    headers: { authorization: authorization() },
    data: {
      transaction_details: { order_id: orderId, gross_amount: 290_000 },
      item_details: [
        { id: 'smp-1m-raka', name: 'Paket SMP Reguler 1 bulan – Raka', price: 145_000, quantity: 1 },
        { id: 'smp-1m-sekar', name: 'Paket SMP Reguler 1 bulan – Sekar', price: 145_000, quantity: 1 },
      ],
      customer_details: { first_name: 'Ibu Sari', phone: '+6281100000002' },
      enabled_payments: [method],
      callbacks: { finish: finishUrl },
      expiry: { unit: 'minute', duration: 60 },
    },
  });
  if (response.status() !== 201) throw new Error(`sandbox ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { redirect_url: string }).redirect_url;
}

/** The sandbox's status answer of an order (as the shop's reconciliation reads it). */
export async function sandboxStatus(request: APIRequestContext, orderId: string) {
  const response = await request.get(`/midtrans-sandbox/v2/${encodeURIComponent(orderId)}/status`, {
    headers: { authorization: authorization() },
  });
  return { status: response.status(), body: (await response.json()) as { transaction_status?: string; status_code: string } };
}
