import { createHash, randomUUID } from 'node:crypto';
import {
  PaymentGatewayError,
  type CreateTransactionInput,
  type CreatedTransaction,
  type PaymentGateway,
  type RefundInput,
  type RefundResult,
  type TransactionStatusReport,
} from '../payment-gateway.ts';

/** The server key the memory gateway signs with, as Midtrans signs with a merchant's. */
export const MEMORY_SERVER_KEY = 'memory-gateway-server-key';

/** Midtrans's signature: SHA512(order_id + status_code + gross_amount + server_key), hex. */
export function memorySignature(fields: {
  order_id: string;
  status_code: string;
  gross_amount: string;
}): string {
  return createHash('sha512')
    .update(fields.order_id + fields.status_code + fields.gross_amount + MEMORY_SERVER_KEY)
    .digest('hex');
}

/** '145000.00', as Midtrans writes amounts. */
export const midtransAmount = (rupiah: number) => `${rupiah}.00`;

/**
 * A PaymentGateway in memory for server tests (no HTTP): it records every call, answers the status
 * a test sets, fails on demand, and verifies signatures made with `memorySignature`.
 */
export class MemoryPaymentGateway implements PaymentGateway {
  readonly name = 'memory';
  readonly created: CreateTransactionInput[] = [];
  readonly cancelled: string[] = [];
  readonly expired: string[] = [];
  readonly statusCalls: string[] = [];
  /** Every refund asked for, in order (a repeated key included). */
  readonly refundCalls: { gatewayOrderId: string; input: RefundInput }[] = [];
  private readonly refunds = new Map<string, RefundResult[]>();
  private readonly statuses = new Map<string, TransactionStatusReport>();
  /** Calls that fail (as an unreachable gateway): 'all', or how many of the next create calls. */
  failing: 'all' | number = 0;
  /** What a failing create call throws; default a busy gateway (503). */
  failure: () => Error = () => new PaymentGatewayError('memory gateway down', 503);
  /** Create calls go to this gateway instead (e.g. the Midtrans adapter facing a stub server). */
  createVia: PaymentGateway | undefined;

  createTransaction(input: CreateTransactionInput): Promise<CreatedTransaction> {
    if (this.createVia) return this.createVia.createTransaction(input);
    if (this.failing === 'all' || this.failing > 0) {
      if (this.failing !== 'all') this.failing -= 1;
      return Promise.reject(this.failure());
    }
    this.created.push(input);
    const token = randomUUID();
    return Promise.resolve({ token, redirectUrl: `https://pay.example.test/snap/v2/vtweb/${token}` });
  }

  getStatus(gatewayOrderId: string): Promise<TransactionStatusReport | null> {
    this.statusCalls.push(gatewayOrderId);
    if (this.failing === 'all') return Promise.reject(new PaymentGatewayError('memory gateway down', 503));
    return Promise.resolve(this.statuses.get(gatewayOrderId) ?? null);
  }

  cancel(gatewayOrderId: string): Promise<void> {
    this.cancelled.push(gatewayOrderId);
    this.endIfPending(gatewayOrderId, 'cancel');
    return Promise.resolve();
  }

  expire(gatewayOrderId: string): Promise<void> {
    if (this.failing === 'all') return Promise.reject(new PaymentGatewayError('memory gateway down', 503));
    this.expired.push(gatewayOrderId);
    this.endIfPending(gatewayOrderId, 'expire');
    return Promise.resolve();
  }

  qrCodeUrl({ paymentType, transactionId }: { paymentType: string; transactionId: string }): string | null {
    return paymentType === 'qris' || paymentType === 'gopay'
      ? `https://pay.example.test/v2/${paymentType}/${transactionId}/qr-code`
      : null;

  }

  /**
   * As Midtrans: a settled transaction (per setStatus) gives back at most what is left, the same
   * key answers the same refund, anything else is a 412.
   */
  refund(gatewayOrderId: string, input: RefundInput): Promise<RefundResult> {
    this.refundCalls.push({ gatewayOrderId, input });
    if (this.failing === 'all') return Promise.reject(new PaymentGatewayError('memory gateway down', 503));
    const made = this.refunds.get(gatewayOrderId) ?? [];
    const again = made.find((result) => result.reversal.refundKey === input.key);
    if (again) return Promise.resolve(again);
    const status = this.statuses.get(gatewayOrderId);
    const gross = status ? Number.parseInt(status.grossAmount, 10) : 0;
    const left = gross - made.reduce((sum, result) => sum + result.reversal.amount, 0);
    const refundable = ['settlement', 'partial_refund'].includes(status?.transactionStatus ?? '');
    if (!status || !refundable || input.amount > left || input.amount <= 0) {
      return Promise.reject(new PaymentGatewayError(`memory gateway cannot refund ${gatewayOrderId}`, 412));
    }
    const transactionStatus = input.amount === left ? 'refund' : 'partial_refund';
    const result: RefundResult = {
      gatewayOrderId,
      transactionStatus,
      statusCode: '200',
      grossAmount: status.grossAmount,
      reversal: {
        reference: `${gatewayOrderId}#${made.length + 1}`,
        kind: 'refund',
        amount: input.amount,
        refundKey: input.key,
        reason: input.reason,
      },
    };
    this.refunds.set(gatewayOrderId, [...made, result]);
    this.statuses.set(gatewayOrderId, { ...status, transactionStatus });
    return Promise.resolve(result);
  }

  /** As Midtrans: only a pending transaction can be cancelled or expired. */
  private endIfPending(gatewayOrderId: string, transactionStatus: 'cancel' | 'expire') {
    const status = this.statuses.get(gatewayOrderId);
    if (status?.transactionStatus === 'pending')
      this.statuses.set(gatewayOrderId, { ...status, transactionStatus, statusCode: '202' });
  }

  verifySignature(notification: {
    order_id: string;
    status_code: string;
    gross_amount: string;
    signature_key: string;
  }) {
    return memorySignature(notification) === notification.signature_key;
  }

  /** What the status API answers for `gatewayOrderId` from now on. */
  setStatus(
    gatewayOrderId: string,
    transactionStatus: string,
    grossAmount: number,
    statusCode = '200',
    channel: Pick<TransactionStatusReport, 'paymentType' | 'vaNumber'> = { paymentType: 'bank_transfer' },
  ) {
    this.statuses.set(gatewayOrderId, {
      gatewayOrderId,
      transactionStatus,
      statusCode,
      grossAmount: midtransAmount(grossAmount),
      transactionId: `memory-${gatewayOrderId}`,
      ...channel,
    });
  }

  /** The input of the last transaction created. */
  last(): CreateTransactionInput {
    const last = this.created.at(-1);
    if (!last) throw new Error('no transaction created');
    return last;
  }
}

/** A signed Midtrans notification body for `gatewayOrderId`, as Midtrans would POST it. */
export function midtransNotification(
  gatewayOrderId: string,
  transactionStatus: string,
  grossAmount: number,
  extra: Record<string, unknown> = {},
) {
  const statusCode =
    ['settlement', 'capture', 'refund', 'partial_refund', 'chargeback', 'partial_chargeback'].includes(transactionStatus)
      ? '200'
      : transactionStatus === 'pending'
        ? '201'
        : '202';
  const fields = {
    order_id: gatewayOrderId,
    status_code: statusCode,
    gross_amount: midtransAmount(grossAmount),
  };
  return {
    transaction_time: '2026-11-22 10:05:00',
    transaction_status: transactionStatus,
    transaction_id: `memory-${gatewayOrderId}`,
    status_message: 'midtrans payment notification',
    payment_type: 'bank_transfer',
    merchant_id: 'G000000000',
    currency: 'IDR',
    ...fields,
    signature_key: memorySignature(fields),
    ...extra,
  };
}
