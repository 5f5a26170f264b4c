/** Indonesia's three zones by UTC offset in minutes (docs/product §4). */
const INDONESIAN_ZONE_LABELS: Readonly<Record<number, string>> = {
  420: 'WIB',
  480: 'WITA',
  540: 'WIT',
};

/** When the offset cannot be read at all, the product's own zone is assumed (docs/product §1). */
const UNKNOWN_OFFSET_LABEL = 'WIB';

const OFFSET_TEXT = /^(?:GMT|UTC)?\s*(?:([+-])\s*(\d{1,2})(?::?(\d{2}))?)?$/i;

function parseOffsetText(text: string): number | null {
  const match = OFFSET_TEXT.exec(text.trim());
  if (!match || text.trim() === '') return null;
  const [, sign, hours, minutes] = match;
  if (sign === undefined || hours === undefined) return 0;
  // Real offsets run from -12:00 to +14:00; anything past that is not an offset.
  if (Number(hours) > 14 || Number(minutes ?? 0) > 59) return null;
  const total = Number(hours) * 60 + Number(minutes ?? 0);
  return sign === '-' ? -total : total;
}

function formatGmtOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  const hours = String(Math.floor(absolute / 60)).padStart(2, '0');
  const minutes = String(absolute % 60).padStart(2, '0');
  return `GMT${sign}${hours}:${minutes}`;
}

/**
 * Names a UTC offset the Indonesian way: +07:00 → 'WIB', +08:00 → 'WITA', +09:00 → 'WIT';
 * any other offset → 'GMT±hh:mm'.
 *
 * Numbers are minutes EAST of UTC (WIB = 420). Note that `Date#getTimezoneOffset()` has
 * the opposite sign, so negate it. Strings may be 'GMT+07:00', 'GMT+7', 'UTC+0800',
 * '+09:00' or 'GMT'. Unreadable input (NaN, 'abc') gives 'WIB', the product's zone.
 *
 * @example
 * toTimeZoneLabel(-new Date().getTimezoneOffset()); // 'WIB' on a device in Jakarta
 * toTimeZoneLabel('GMT+08:00'); // 'WITA'
 * toTimeZoneLabel(330); // 'GMT+05:30'
 */
export function toTimeZoneLabel(offset: number | string): string {
  const minutes = typeof offset === 'number' ? offset : parseOffsetText(offset);
  if (minutes === null || !Number.isFinite(minutes)) return UNKNOWN_OFFSET_LABEL;
  const rounded = Math.round(minutes);
  return INDONESIAN_ZONE_LABELS[rounded] ?? formatGmtOffset(rounded);
}
