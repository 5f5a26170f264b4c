/**
 * Indonesian weekdays: abbreviation ↔ ISO number (Monday = 1 … Sunday = 7) ↔ full name
 * (docs/product §3 Catalogues).
 */
export const WEEKDAYS = [
  { short: 'Sen', number: 1, name: 'Senin' },
  { short: 'Sel', number: 2, name: 'Selasa' },
  { short: 'Rab', number: 3, name: 'Rabu' },
  { short: 'Kam', number: 4, name: 'Kamis' },
  { short: 'Jum', number: 5, name: 'Jumat' },
  { short: 'Sab', number: 6, name: 'Sabtu' },
  { short: 'Min', number: 7, name: 'Minggu' },
] as const;

export type Weekday = (typeof WEEKDAYS)[number];
export type WeekdayShort = Weekday['short'];
export type WeekdayNumber = Weekday['number'];

/**
 * Finds a weekday by its abbreviation (`'Sen'`) or ISO number (`1`); unknown keys give null.
 *
 * @example
 * findWeekday('Min')?.name; // 'Minggu'
 * findWeekday(3)?.short; // 'Rab'
 */
export function findWeekday(key: string | number): Weekday | null {
  return WEEKDAYS.find((day) => day.short === key || day.number === key) ?? null;
}
