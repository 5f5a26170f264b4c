import { randomInt } from 'node:crypto';
import { inZone } from '@bimbel/domain/time/zoned-dayjs';

/*
 * Order numbers and gateway order ids (issue 16, decision 079). The number is what a family reads
 * on the receipt and quotes to support: 'INV/20261127/7F3K2Q' — the day in WIB and six characters
 * without look-alikes (no 0/O, 1/I/L), about 10⁹ per day. Each payment attempt sends Midtrans its
 * own order id, derived from the number: URL-safe, ≤ 50 characters, unique per attempt.
 */

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 6;

/**
 * A new order number for an order made at `now`.
 *
 * @example
 * newOrderNumber(new Date('2026-11-26T18:00:00Z')); // 'INV/20261127/7F3K2Q' (27 November in WIB)
 */
export function newOrderNumber(now: Date, random: (max: number) => number = randomInt): string {
  let code = '';
  for (let index = 0; index < CODE_LENGTH; index++) code += ALPHABET[random(ALPHABET.length)];
  return `INV/${inZone(now).format('YYYYMMDD')}/${code}`;
}

/**
 * The Midtrans order id of an order's `attempt`-th payment attempt (1 for the first).
 *
 * @example
 * gatewayOrderIdOf('INV/20261127/7F3K2Q', 2); // 'INV-20261127-7F3K2Q-2'
 */
export function gatewayOrderIdOf(orderNumber: string, attempt: number): string {
  return `${orderNumber.replaceAll('/', '-')}-${attempt}`;
}
