import { createHash } from 'node:crypto';
import type { PaymentMethod } from '@bimbel/domain/payments/payment-methods';
import type { JsonValue } from '../../../db/schema.ts';

/*
 * How Midtrans reports each of our Snap payment methods (its "HTTP notification" samples):
 * `payment_type` and the channel's own fields — the VA number of BCA, BNI and BRI in `va_numbers`,
 * Permata's in `permata_va_number`, Mandiri bill payment's `biller_code` and `bill_key`; QRIS as
 * `qris`; e-wallets and paylater by their own name.
 */

export type ChannelKind = 'virtual_account' | 'bill_payment' | 'ewallet' | 'qris' | 'paylater';
type VaBank = 'bca' | 'bni' | 'bri' | 'permata';

export type SandboxChannel = { paymentType: string; kind: ChannelKind; bank?: VaBank };

export const SANDBOX_CHANNELS: Record<PaymentMethod, SandboxChannel> = {
  bca_va: { paymentType: 'bank_transfer', kind: 'virtual_account', bank: 'bca' },
  bni_va: { paymentType: 'bank_transfer', kind: 'virtual_account', bank: 'bni' },
  bri_va: { paymentType: 'bank_transfer', kind: 'virtual_account', bank: 'bri' },
  permata_va: { paymentType: 'bank_transfer', kind: 'virtual_account', bank: 'permata' },
  echannel: { paymentType: 'echannel', kind: 'bill_payment' },
  gopay: { paymentType: 'gopay', kind: 'ewallet' },
  ovo: { paymentType: 'ovo', kind: 'ewallet' },
  dana: { paymentType: 'dana', kind: 'ewallet' },
  shopeepay: { paymentType: 'shopeepay', kind: 'ewallet' },
  other_qris: { paymentType: 'qris', kind: 'qris' },
  akulaku: { paymentType: 'akulaku', kind: 'paylater' },
  kredivo: { paymentType: 'kredivo', kind: 'paylater' },
};

/** Mandiri's biller code in Midtrans's samples. */
export const MANDIRI_BILLER_CODE = '70012';

/** The prefix and length of each bank's VA numbers here (made up; no bank sees them). */
const VA_FORMAT: Record<VaBank, readonly [string, number]> = {
  bca: ['39', 15],
  bni: ['988', 16],
  bri: ['10', 18],
  permata: ['8562', 16],
};

/** `length` digits from the order id's hash: the same order always shows the same number. */
function digitsOf(orderId: string, salt: string, length: number): string {
  const hash = createHash('sha256').update(`${salt}:${orderId}`).digest();
  return [...hash].map((byte) => String(byte % 10)).join('').slice(0, length);
}

/** The virtual account number of an order at a bank. */
export function sandboxVaNumber(orderId: string, bank: VaBank): string {
  const [prefix, length] = VA_FORMAT[bank];
  return prefix + digitsOf(orderId, bank, length - prefix.length);
}

/** Mandiri bill payment's 12-digit bill key of an order. */
export function sandboxBillKey(orderId: string): string {
  return `99${digitsOf(orderId, 'mandiri', 10)}`;
}

/** The channel's own fields of a status answer or notification. */
export function channelFields(channel: SandboxChannel, orderId: string): Record<string, JsonValue> {
  if (channel.bank === 'permata') return { permata_va_number: sandboxVaNumber(orderId, 'permata') };
  if (channel.bank) return { va_numbers: [{ bank: channel.bank, va_number: sandboxVaNumber(orderId, channel.bank) }] };
  if (channel.kind === 'bill_payment') return { biller_code: MANDIRI_BILLER_CODE, bill_key: sandboxBillKey(orderId) };
  return {};
}
