import type { PaymentMethod } from '@bimbel/domain/payments/payment-methods';

/*
 * The seam between orders and a payment provider (issue 16, decisions 079 and 080). One adapter
 * speaks Midtrans Snap's documented protocol (midtrans/midtrans-snap-gateway.ts); by configuration
 * it talks to Midtrans (server key, sandbox or production hosts) or to the built-in sandbox gateway
 * of demo mode and tests (sandbox/), served by this site at Midtrans's paths under
 * /midtrans-sandbox. Orders only see this interface and get it from createPaymentGateway(config).
 */

/** One line of Snap's `item_details`: price × quantity summed equals `grossAmount`. */
export type GatewayItem = { id: string; name: string; price: number; quantity: number };

export type CreateTransactionInput = {
  /** Snap's transaction_details.order_id: unique per attempt, ≤ 50 URL-safe characters. */
  gatewayOrderId: string;
  /** Whole rupiah, an integer equal to Σ items price × quantity. */
  grossAmount: number;
  items: readonly GatewayItem[];
  customer: { firstName: string; phone: string; email?: string | null };
  /** Snap's enabled_payments: the one method the family chose. */
  paymentMethod: PaymentMethod;
  /** Snap's callbacks.finish: where the payment page sends the family back (never trusted). */
  finishUrl: string;
  /** How long the payment may take (Snap's expiry), in minutes. */
  expiryMinutes: number;
};

/** What Snap answers to a transaction: the token and the hosted payment page. */
export type CreatedTransaction = { token: string; redirectUrl: string };

/**
 * Money that went back after a payment (decision 104), in our words: a refund we asked for or a
 * chargeback the card's issuer made. `reference` is the gateway's id of it, the same in the refund
 * call's answer and in every notification that lists it, so each is recorded once.
 */
export type GatewayReversal = {
  reference: string;
  kind: 'refund' | 'chargeback';
  /** Whole rupiah. */
  amount: number;
  refundKey?: string | null;
  reason?: string | null;
};

/** A refund to ask for: whole rupiah, why (≤ 255 characters), and our idempotency key. */
export type RefundInput = { amount: number; reason: string; key: string };

/** What the gateway answered a refund: the transaction's new status and the refund it made. */
export type RefundResult = {
  gatewayOrderId: string;
  transactionStatus: string;
  statusCode: string;
  /** As Midtrans writes it: '145000.00' (the transaction's, not the refund's). */
  grossAmount: string;
  reversal: GatewayReversal;
};

/** What the status API (`GET /v2/{order_id}/status`) says of a transaction, as Midtrans writes it. */
export type TransactionStatusReport = {
  gatewayOrderId: string;
  transactionStatus: string;
  fraudStatus?: string | null;
  statusCode: string;
  /** As Midtrans writes it: '145000.00'. */
  grossAmount: string;
  transactionId?: string | null;
  paymentType?: string | null;
  /** The virtual account number the answer carries (bank transfers), in our words: `vaNumberOf`. */
  vaNumber?: string | null;
  /** Its refunds and chargebacks so far, when it reports any (refund and chargeback statuses). */
  reversals?: readonly GatewayReversal[];
};

export interface PaymentGateway {
  /** Its name, stored on each attempt: 'midtrans' or 'sandbox'. */
  readonly name: string;
  createTransaction(input: CreateTransactionInput): Promise<CreatedTransaction>;
  /** Null when the gateway does not know the order id (404, e.g. never paid on the page). */
  getStatus(gatewayOrderId: string): Promise<TransactionStatusReport | null>;
  cancel(gatewayOrderId: string): Promise<void>;
  expire(gatewayOrderId: string): Promise<void>;
  /**
   * The QR code picture of a charged QRIS or GoPay transaction (Midtrans's `generate-qr-code`
   * action, `{api}/v2/{qris|gopay}/{transaction_id}/qr-code`); null for other payment types.
   */
  qrCodeUrl(charged: { paymentType: string; transactionId: string }): string | null;

  /**
   * Gives back `amount` of a settled transaction (Midtrans's POST /v2/{order_id}/refund),
   * idempotent by `key`. Throws a PaymentGatewayError with status 412 when the transaction cannot
   * be refunded (not settled, or the amount is more than what is left).
   */
  refund(gatewayOrderId: string, input: RefundInput): Promise<RefundResult>;
  /** Whether a notification's signature_key is the one its fields and the server key give. */
  verifySignature(notification: {
    order_id: string;
    status_code: string;
    gross_amount: string;
    signature_key: string;
  }): boolean;
}

/**
 * Why a gateway call failed, in our terms (each adapter maps its vendor's answers onto these):
 * - `timeout`: no answer in time; `network`: not reached at all (DNS, refused, reset);
 * - `unavailable`: answered, but busy or broken (5xx, 429, an answer that cannot be read);
 * - `refused`: refused this request (4xx): sending it again cannot help, another method may;
 * - `misconfigured`: refused our credentials (401/403), or payments are off: an operator must act.
 */
export type GatewayFailureKind = 'timeout' | 'network' | 'unavailable' | 'refused' | 'misconfigured';

/** Whether trying the same call again later may succeed. */
export const isRetryableFailure = (kind: GatewayFailureKind): boolean =>
  kind === 'timeout' || kind === 'network' || kind === 'unavailable';

/** The kind of a failure from the HTTP status it answered with (none: never answered). */
export function failureKindOfStatus(status: number | undefined): GatewayFailureKind {
  if (status === undefined) return 'network';
  if (status === 401 || status === 403) return 'misconfigured';
  if (status === 429 || status >= 500) return 'unavailable';
  if (status >= 400) return 'refused';
  return 'unavailable';
}

export type GatewayFailureDetails = {
  /** Default: from `status` (failureKindOfStatus). */
  kind?: GatewayFailureKind;
  /** The gateway's own code, when its answer had one (Midtrans's `status_code`). */
  gatewayCode?: string;
  /** The gateway's own reasons (Midtrans's `error_messages` or `status_message`), never a key. */
  gatewayMessages?: readonly string[];
};

/**
 * A gateway call that failed (network, 5xx, refusal): the order stays payable. `kind` says whether
 * a retry may help; `status`, `gatewayCode` and `gatewayMessages` say what the gateway answered.
 * Messages never carry a key: they reach logs.
 */
export class PaymentGatewayError extends Error {
  readonly kind: GatewayFailureKind;
  readonly gatewayCode: string | undefined;
  readonly gatewayMessages: readonly string[];

  constructor(
    message: string,
    readonly status?: number,
    details: GatewayFailureDetails = {},
  ) {
    super(message);
    this.name = 'PaymentGatewayError';
    this.kind = details.kind ?? failureKindOfStatus(status);
    this.gatewayCode = details.gatewayCode;
    this.gatewayMessages = details.gatewayMessages ?? [];
  }
}
