import type { PaymentMethod } from '@bimbel/domain/payments/payment-methods';
import type { SandboxTransactionStatus } from '../../../../db/schema.ts';
import { MAX_NOTIFICATION_COPIES, MAX_NOTIFICATION_DELAY_SECONDS, type NotifyOptions } from '../sandbox-notifications.ts';

/*
 * The tester's choice on the payment page (a plain HTML form): the method, the outcome — paid now,
 * pending then paid after a delay, expired, denied — and the notification switches. Read
 * strictly; a bad field comes back with an Indonesian message for the page to show beside it.
 */

export const SANDBOX_OUTCOMES = ['paid', 'pending_then_paid', 'expired', 'denied'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

export const OUTCOME_LABELS: Record<SandboxOutcome, { label: string; hint: string }> = {
  paid: { label: 'Berhasil dibayar sekarang', hint: 'Status langsung settlement.' },
  pending_then_paid: { label: 'Menunggu dulu, lalu berhasil', hint: 'Status pending, lalu settlement setelah jeda di bawah.' },
  expired: { label: 'Kedaluwarsa', hint: 'Tidak dibayar sampai batas waktu: status expire.' },
  denied: { label: 'Ditolak', hint: 'Pembayaran ditolak penyedia: status deny.' },
};

/** What each outcome charges the transaction as, and which notifications that sends. */
export const OUTCOME_EFFECTS: Record<SandboxOutcome, { status: SandboxTransactionStatus; notified: SandboxTransactionStatus[] }> = {
  paid: { status: 'settlement', notified: ['pending', 'settlement'] },
  pending_then_paid: { status: 'pending', notified: ['pending'] },
  expired: { status: 'expire', notified: ['pending', 'expire'] },
  denied: { status: 'deny', notified: ['deny'] },
};

export const DEFAULT_PAID_AFTER_SECONDS = 30;
export const MAX_PAID_AFTER_SECONDS = 600;

export type PaymentChoice = {
  method: PaymentMethod;
  outcome: SandboxOutcome;
  paidAfterSeconds: number;
  notify: NotifyOptions;
};

export type ChoiceField = 'method' | 'outcome' | 'paid_after_seconds' | 'copies' | 'notify_delay_seconds';
export type ChoiceError = { field: ChoiceField; message: string };
export type ChoiceResult = { ok: true; choice: PaymentChoice } | { ok: false; errors: ChoiceError[] };

/** A form's text fields (Hono's parseBody, files and repeats dropped). */
export type FormFields = Record<string, string>;

function wholeNumber(text: string | undefined, fallback: number, min: number, max: number): number | undefined {
  const value = text?.trim() ? text.trim() : String(fallback);
  if (!/^\d{1,4}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

/** The choice in `form` among `methods`, or every field that is wrong. */
export function readPaymentChoice(form: FormFields, methods: readonly PaymentMethod[]): ChoiceResult {
  const errors: ChoiceError[] = [];
  const method = methods.find((id) => id === (form.method ?? (methods.length === 1 ? methods[0] : undefined)));
  if (!method) errors.push({ field: 'method', message: 'Pilih metode pembayaran.' });
  const outcome = SANDBOX_OUTCOMES.find((id) => id === form.outcome);
  if (!outcome) errors.push({ field: 'outcome', message: 'Pilih hasil pembayaran.' });
  const paidAfterSeconds = wholeNumber(form.paid_after_seconds, DEFAULT_PAID_AFTER_SECONDS, 1, MAX_PAID_AFTER_SECONDS);
  if (paidAfterSeconds === undefined) {
    errors.push({ field: 'paid_after_seconds', message: `Isi jeda 1 sampai ${MAX_PAID_AFTER_SECONDS} detik.` });
  }
  const copies = wholeNumber(form.copies, 1, 1, MAX_NOTIFICATION_COPIES);
  if (copies === undefined) {
    errors.push({ field: 'copies', message: `Isi jumlah kiriman 1 sampai ${MAX_NOTIFICATION_COPIES}.` });
  }
  const delaySeconds = wholeNumber(form.notify_delay_seconds, 0, 0, MAX_NOTIFICATION_DELAY_SECONDS);
  if (delaySeconds === undefined) {
    errors.push({ field: 'notify_delay_seconds', message: `Isi tunda 0 sampai ${MAX_NOTIFICATION_DELAY_SECONDS} detik.` });
  }
  if (!method || !outcome || paidAfterSeconds === undefined || copies === undefined || delaySeconds === undefined) {
    return { ok: false, errors };
  }
  const notify = { copies, delaySeconds, outOfOrder: form.out_of_order === '1', drop: form.drop === '1' };
  return { ok: true, choice: { method, outcome, paidAfterSeconds, notify } };
}
