/**
 * Writes a duration in seconds in Indonesian words, leaving out zero parts:
 * '1 jam 5 menit 3 detik', '2 menit', '1 jam 7 detik'. Zero, negative, NaN and infinite
 * durations give '0 detik' (docs/product §9: 0 seconds if none). Fractions are dropped.
 * Indonesian nouns do not change in the plural, so no plural forms are needed.
 *
 * @example
 * formatDurationInWords(3903); // '1 jam 5 menit 3 detik'
 * formatDurationInWords(Number.NaN); // '0 detik'
 */
export function formatDurationInWords(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  const parts = [
    [Math.floor(seconds / 3600), 'jam'],
    [Math.floor((seconds % 3600) / 60), 'menit'],
    [seconds % 60, 'detik'],
  ] as const;
  const words = parts.filter(([amount]) => amount > 0).map(([amount, unit]) => `${amount} ${unit}`);
  return words.length > 0 ? words.join(' ') : '0 detik';
}
