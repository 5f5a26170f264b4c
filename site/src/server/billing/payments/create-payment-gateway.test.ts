import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import { createPaymentGateway } from './create-payment-gateway.ts';
import { PaymentGatewayError } from './payment-gateway.ts';
import { transactionInput } from './testing/transaction-input.ts';

/*
 * Which gateway a configuration gets (decision 080). Midtrans itself cannot be reached from here,
 * so its calls are caught at the HTTP boundary by a fetch that records them and answers as
 * Midtrans's docs show.
 */

const PRODUCTION_ENV = {
  APP_ENV: 'production',
  PUBLIC_ORIGIN: 'https://bimbel.example.id',
  DATABASE_URL: 'postgres://bimbel:pw@db.internal:5432/bimbel',
  AUTH_SECRET: 'prod-auth-secret-0123456789-abcdefghijkl',
  OTP_SENDER: 'webhook',
  OTP_WEBHOOK_URL: 'https://otp.example.id/send',
  OTP_WEBHOOK_SECRET: 'otp-webhook-secret-value',
  EMAIL_SENDER: 'webhook',
  EMAIL_WEBHOOK_URL: 'https://mail.example.id/send',
  EMAIL_WEBHOOK_SECRET: 'email-webhook-secret-value',
};

function recordingFetch() {
  const calls: { url: string; headers: Headers }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    calls.push({ url: String(input), headers: new Headers(init?.headers) });
    const token = '66e4fa55-fdac-4ef9-91b5-733b97d1b862';
    return Response.json({ token, redirect_url: `https://app.midtrans.com/snap/v4/redirection/${token}` }, { status: 201 });
  };
  return { calls, fetchImpl };
}

describe('the payment gateway of a configuration', () => {
  it('talks to Midtrans production with the server key, asking for notifications at MIDTRANS_NOTIFICATION_URL', async () => {
    const config = loadConfig({
      ...PRODUCTION_ENV,
      MIDTRANS_SERVER_KEY: 'Mid-server-Abc123-production-key',
      MIDTRANS_NOTIFICATION_URL: 'https://packages.bimbel.example.id/api/v1/payments/midtrans/notification',
    });
    const { calls, fetchImpl } = recordingFetch();
    const gateway = createPaymentGateway(config, { fetch: fetchImpl });
    expect(gateway.name).toBe('midtrans');
    const created = await gateway.createTransaction(transactionInput());
    expect(created.redirectUrl).toBe('https://app.midtrans.com/snap/v4/redirection/66e4fa55-fdac-4ef9-91b5-733b97d1b862');
    expect(calls[0]?.url).toBe('https://app.midtrans.com/snap/v1/transactions');
    expect(calls[0]?.headers.get('authorization')).toBe(
      `Basic ${Buffer.from('Mid-server-Abc123-production-key:').toString('base64')}`,
    );
    expect(calls[0]?.headers.get('x-override-notification')).toBe(
      'https://packages.bimbel.example.id/api/v1/payments/midtrans/notification',
    );
  });

  it('asks Midtrans sandbox for statuses at api.sandbox.midtrans.com, and sends no override without one', async () => {
    const config = loadConfig({ MIDTRANS_SERVER_KEY: 'SB-Mid-server-Abc123-sandbox-key', DATA_DIR: '/tmp/bimbel-gateway-test' });
    const calls: { url: string; headers: Headers }[] = [];
    const fetchImpl: typeof fetch = async (input, init) => {
      calls.push({ url: String(input), headers: new Headers(init?.headers) });
      return Response.json({ status_code: '404', status_message: "Transaction doesn't exist." }, { status: 404 });
    };
    await expect(createPaymentGateway(config, { fetch: fetchImpl }).getStatus('INV 1/2')).resolves.toBeNull();
    expect(calls[0]?.url).toBe('https://api.sandbox.midtrans.com/v2/INV%201%2F2/status');
    expect(calls[0]?.headers.has('x-override-notification')).toBe(false);
  });

  it('fails every call with status 503 in production without a server key, and trusts no notification', async () => {
    const gateway = createPaymentGateway(loadConfig(PRODUCTION_ENV));
    expect(gateway.name).toBe('off');
    for (const call of [gateway.createTransaction(transactionInput()), gateway.getStatus('INV-1'), gateway.expire('INV-1')]) {
      const error = await call.catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(PaymentGatewayError);
      expect((error as PaymentGatewayError).status).toBe(503);
    }
    const notification = { order_id: 'INV-1', status_code: '200', gross_amount: '1000.00', signature_key: 'a'.repeat(128) };
    expect(gateway.verifySignature(notification)).toBe(false);
  });
});
