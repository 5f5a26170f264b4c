import { formatTimeInZone } from '@bimbel/domain/time/format-time-in-zone';
import { inZone } from '@bimbel/domain/time/zoned-dayjs';

/**
 * When a question was asked or answered, short, in the viewer's zone: "25 Nov, 19.05 WIB".
 *
 * @example
 * formatQuestionTime('2026-11-25T12:05:00Z', 'Asia/Jakarta'); // '25 Nov, 19.05 WIB'
 */
export function formatQuestionTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  return `${inZone(date, timeZone).format('D MMM')}, ${formatTimeInZone(date, timeZone)}`;
}
