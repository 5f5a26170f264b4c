import { createHash, timingSafeEqual } from 'node:crypto';

/*
 * The signature Midtrans puts on every HTTP notification (and status answer), from its "Handle
 * Notifications" page: SHA512(order_id + status_code + gross_amount + server_key), lower-case
 * hex, the four texts appended without separators exactly as the message carries them
 * (gross_amount as '145000.00', see midtrans-amount.ts). Only Midtrans and we know the server key,
 * so nobody else can write a signature that checks.
 */

export type SignedFields = { order_id: string; status_code: string; gross_amount: string };

const SHA512_HEX = /^[0-9a-f]{128}$/;

/**
 * @example
 * midtransSignature({ order_id: '1111', status_code: '200', gross_amount: '100000.00' }, serverKey);
 */
export function midtransSignature(fields: SignedFields, serverKey: string): string {
  return createHash('sha512')
    .update(`${fields.order_id}${fields.status_code}${fields.gross_amount}${serverKey}`, 'utf8')
    .digest('hex');
}

/**
 * Whether `signature_key` is the one the fields and the server key give. Compared in constant
 * time over the raw 64 bytes, so an attacker timing our answers learns nothing about how much of
 * a forged signature was right; anything but 128 hex characters is refused at once (its length
 * says nothing secret). Upper-case hex is accepted: it is the same hash.
 */
export function verifyMidtransSignature(fields: SignedFields & { signature_key: string }, serverKey: string): boolean {
  const given = fields.signature_key.toLowerCase();
  if (!SHA512_HEX.test(given)) return false;
  const expected = Buffer.from(midtransSignature(fields, serverKey), 'hex');
  return timingSafeEqual(Buffer.from(given, 'hex'), expected);
}
