const pad = (value: number): string => String(value).padStart(2, '0');

/**
 * Formats a duration in seconds as a clock: 'mm:ss', or 'h:mm:ss' from one hour on.
 * Fractions are dropped; negative, NaN and infinite durations show as '00:00', because
 * players report NaN before metadata loads.
 *
 * @example
 * formatClockDuration(65); // '01:05'
 * formatClockDuration(3725); // '1:02:05'
 */
export function formatClockDuration(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`;
}
