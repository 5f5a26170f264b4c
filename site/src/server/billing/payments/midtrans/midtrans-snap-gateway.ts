import type { Secret } from '../../../config/secret.ts';
import type {
  CreateTransactionInput,
  CreatedTransaction,
  PaymentGateway,
  RefundInput,
  RefundResult,
  TransactionStatusReport,
} from '../payment-gateway.ts';
import { CoreAnswerSchema, SnapCreatedSchema, SnapErrorSchema, type CoreAnswer } from './midtrans-answers.ts';
import { callMidtrans, gatewayError, type MidtransReply, type MidtransTransport } from './midtrans-request.ts';
import { reportFromMidtrans } from './midtrans-report.ts';
import { reversalFromEntry } from './midtrans-reversals.ts';
import { verifyMidtransSignature } from './midtrans-signature.ts';
import { buildSnapTransactionBody } from './snap-transaction-body.ts';

/*
 * The Midtrans Snap adapter (issue 16, decision 080): a typed fetch client on Midtrans's
 * documented paths — POST {snap}/snap/v1/transactions, GET {api}/v2/{order_id}/status,
 * POST {api}/v2/{order_id}/cancel, …/expire and …/refund. The same code talks to Midtrans and to the
 * built-in sandbox gateway (only the base URLs and the key differ), so every demo and test runs it.
 */

export type MidtransSnapGatewayOptions = {
  /** Stored on each attempt: 'midtrans' or 'sandbox'. */
  name: string;
  /** Without trailing slash: https://app.midtrans.com, or this site's /midtrans-sandbox. */
  snapBaseUrl: string;
  /** Without trailing slash: https://api.midtrans.com, or this site's /midtrans-sandbox. */
  apiBaseUrl: string;
  serverKey: Secret;
  /** Sent as X-Override-Notification: where Midtrans notifies about these transactions. */
  notificationUrl?: string;
  /** Per call; Midtrans answers in well under a second, a checkout must not hang. Default 10 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** The clock of Snap's expiry.start_time; tests freeze it. */
  now?: () => Date;
};

export const MIDTRANS_TIMEOUT_MS = 10_000;

/** The body's status_code (Core API errors may come with HTTP 200), else the HTTP status. */
function statusCodeOf(reply: MidtransReply): string {
  const parsed = CoreAnswerSchema.safeParse(reply.json);
  return parsed.success ? parsed.data.status_code : String(reply.status);
}

export class MidtransSnapGateway implements PaymentGateway {
  readonly name: string;
  readonly #options: MidtransSnapGatewayOptions;
  readonly #transport: MidtransTransport;

  constructor(options: MidtransSnapGatewayOptions) {
    this.name = options.name;
    this.#options = options;
    this.#transport = {
      serverKey: options.serverKey,
      timeoutMs: options.timeoutMs ?? MIDTRANS_TIMEOUT_MS,
      fetch: options.fetch ?? fetch,
      headers: options.notificationUrl ? { 'x-override-notification': options.notificationUrl } : undefined,
    };
  }

  async createTransaction(input: CreateTransactionInput): Promise<CreatedTransaction> {
    const body = buildSnapTransactionBody(input, (this.#options.now ?? (() => new Date()))());
    const what = `the Snap transaction ${input.gatewayOrderId}`;
    const reply = await callMidtrans(this.#transport, {
      method: 'POST',
      url: `${this.#options.snapBaseUrl}/snap/v1/transactions`,
      body,
      what,
    });
    if (reply.status === 200 || reply.status === 201) {
      const created = SnapCreatedSchema.safeParse(reply.json);
      if (created.success) return { token: created.data.token, redirectUrl: created.data.redirect_url };
      throw gatewayError(this.#transport, `Midtrans answered ${what} without a token and a redirect_url`, reply.status);
    }
    // Snap's refusals: 400 a request it rejects (a channel not active, an order id used twice),
    // 401 a wrong key, 5xx its own trouble — the status decides the kind (failureKindOfStatus).
    const refusal = SnapErrorSchema.safeParse(reply.json);
    const reasons = refusal.success ? refusal.data.error_messages : [];
    const why = reasons.length > 0 ? reasons.join('; ') : 'no error_messages';
    throw gatewayError(this.#transport, `Midtrans refused ${what} (${reply.status}): ${why}`, reply.status, {
      gatewayCode: refusal.success ? refusal.data.status_code : undefined,
      gatewayMessages: reasons,
    });
  }

  async getStatus(gatewayOrderId: string): Promise<TransactionStatusReport | null> {
    const answer = await this.#core('status', gatewayOrderId, 'GET');
    if (answer === null) return null;
    if (!answer.transaction_status || answer.gross_amount === undefined || answer.order_id !== gatewayOrderId) {
      throw gatewayError(this.#transport, `Midtrans answered the status of ${gatewayOrderId} without its transaction`, 200);
    }
    return reportFromMidtrans({
      ...answer,
      order_id: gatewayOrderId,
      transaction_status: answer.transaction_status,
      gross_amount: answer.gross_amount,
    });
  }

  /**
   * Midtrans's Refund Transaction: `{ refund_key, amount, reason }`; its answer (status_code 200,
   * transaction_status refund or partial_refund, refund_chargeback_id, refund_amount of this
   * refund, refund_key) as the refund made. The same key again answers the same refund. 412 when
   * the transaction cannot be refunded (not settled, more than what is left); 404 is an error here.
   */
  async refund(gatewayOrderId: string, input: RefundInput): Promise<RefundResult> {
    const what = `refund of ${gatewayOrderId}`;
    const reply = await callMidtrans(this.#transport, {
      method: 'POST',
      url: `${this.#options.apiBaseUrl}/v2/${encodeURIComponent(gatewayOrderId)}/refund`,
      body: { refund_key: input.key, amount: input.amount, reason: input.reason.slice(0, 255) },
      what,
    });
    const code = statusCodeOf(reply);
    const answer = CoreAnswerSchema.safeParse(reply.json);
    if (reply.status >= 300 || !answer.success || !code.startsWith('2')) {
      const message = answer.success && answer.data.status_message ? `: ${answer.data.status_message}` : '';
      throw gatewayError(this.#transport, `Midtrans refused the ${what} (${code})${message}`, Number(code));
    }
    const reversal = reversalFromEntry(gatewayOrderId, answer.data, 'refund');
    if (!reversal || !answer.data.transaction_status || answer.data.gross_amount === undefined) {
      throw gatewayError(this.#transport, `Midtrans answered the ${what} without the refund it made`, 200);
    }
    return {
      gatewayOrderId,
      transactionStatus: answer.data.transaction_status,
      statusCode: answer.data.status_code,
      grossAmount: answer.data.gross_amount,
      reversal,
    };
  }

  qrCodeUrl({ paymentType, transactionId }: { paymentType: string; transactionId: string }): string | null {
    if (paymentType !== 'qris' && paymentType !== 'gopay') return null;
    return `${this.#options.apiBaseUrl}/v2/${paymentType}/${encodeURIComponent(transactionId)}/qr-code`;
  }

  /** Resolves when cancelled, and when Midtrans never charged the order (404: nothing to cancel). */
  async cancel(gatewayOrderId: string): Promise<void> {
    await this.#core('cancel', gatewayOrderId, 'POST');
  }

  /** Resolves when expired, and when Midtrans never charged the order (404: nothing to expire). */
  async expire(gatewayOrderId: string): Promise<void> {
    await this.#core('expire', gatewayOrderId, 'POST');
  }

  verifySignature(notification: { order_id: string; status_code: string; gross_amount: string; signature_key: string }) {
    return verifyMidtransSignature(notification, this.#options.serverKey.reveal());
  }

  /**
   * One Core API call on a transaction: its answer when it succeeded (2xx, or 407 for an expired
   * one), null for 404, else a PaymentGatewayError with the status (412: Midtrans cannot change
   * a transaction in that status, e.g. a settled one).
   */
  async #core(action: 'status' | 'cancel' | 'expire', gatewayOrderId: string, method: 'GET' | 'POST') {
    const what = `${action} of ${gatewayOrderId}`;
    const reply = await callMidtrans(this.#transport, {
      method,
      url: `${this.#options.apiBaseUrl}/v2/${encodeURIComponent(gatewayOrderId)}/${action}`,
      what,
    });
    const code = statusCodeOf(reply);
    if (code === '404') return null;
    const answer = CoreAnswerSchema.safeParse(reply.json);
    const succeeded = reply.status < 300 && answer.success && (code.startsWith('2') || code === '407');
    if (succeeded) return answer.data as CoreAnswer;
    const reason = answer.success ? answer.data.status_message : undefined;
    const message = `Midtrans refused the ${what} (${code})${reason ? `: ${reason}` : ''}`;
    throw gatewayError(this.#transport, message, Number(code), {
      gatewayCode: code,
      gatewayMessages: reason ? [reason] : [],
    });
  }
}
