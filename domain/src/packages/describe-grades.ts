/**
 * The grades of a package in words: 'kelas 7–9', 'kelas 12', 'kelas 5 dan 7'.
 *
 * @example
 * describeGrades([10, 11, 12]); // 'kelas 10–12'
 */
export function describeGrades(grades: readonly number[]): string {
  const sorted = [...new Set(grades)].sort((a, b) => a - b);
  if (sorted.length === 0) return 'semua kelas';
  const first = sorted[0]!;
  const last = sorted.at(-1)!;
  if (sorted.length === 1) return `kelas ${first}`;
  if (last - first === sorted.length - 1) return `kelas ${first}–${last}`;
  return `kelas ${sorted.slice(0, -1).join(', ')} dan ${last}`;
}
