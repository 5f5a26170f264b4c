import { inZone } from '@bimbel/domain/time/zoned-dayjs';

/**
 * When a tenure of `months` bought from `from` ends: the same wall-clock time `months` calendar
 * months later in Asia/Jakarta (dayjs: 31 January + 1 month is 28 or 29 February).
 *
 * @example
 * tenureEnd(new Date('2026-11-22T03:00:00Z'), 3); // 2027-02-22T03:00:00Z (10.00 WIB)
 */
export function tenureEnd(from: Date, months: number): Date {
  return inZone(from).add(months, 'month').toDate();
}
