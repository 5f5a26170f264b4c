import { PaymentGatewayError, type PaymentGateway } from './payment-gateway.ts';

/** What a buyer reads when payments are off (orders answer 503 payment_unavailable with it). */
export const PAYMENT_UNAVAILABLE_MESSAGE = 'Pembayaran sedang tidak tersedia. Coba lagi nanti, ya.';

const OFF = 'payments are off: MIDTRANS_SERVER_KEY is not set';
/** Not a busy gateway: nothing changes until an operator sets the key. */
const OFF_DETAILS = { kind: 'misconfigured' } as const;

/**
 * The gateway of a production server without MIDTRANS_SERVER_KEY (decision 080): every call fails
 * with a PaymentGatewayError (status 503), so orders answer 503 payment_unavailable instead of
 * sending families to a payment page that takes no money; no notification checks.
 */
export class PaymentsOffGateway implements PaymentGateway {
  readonly name = 'off';

  createTransaction(): Promise<never> {
    return Promise.reject(new PaymentGatewayError(OFF, 503, OFF_DETAILS));
  }

  getStatus(): Promise<never> {
    return Promise.reject(new PaymentGatewayError(OFF, 503, OFF_DETAILS));
  }

  cancel(): Promise<never> {
    return Promise.reject(new PaymentGatewayError(OFF, 503, OFF_DETAILS));
  }

  expire(): Promise<never> {
    return Promise.reject(new PaymentGatewayError(OFF, 503, OFF_DETAILS));
  }

  qrCodeUrl(): null {
    return null;
  }

  refund(): Promise<never> {
    return Promise.reject(new PaymentGatewayError(OFF, 503, OFF_DETAILS));
  }

  verifySignature(): boolean {
    return false;
  }
}
