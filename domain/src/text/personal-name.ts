/**
 * A name without the form of address (Pak, Bu…) and the degrees after a comma, for initials.
 *
 * @example
 * personalName('Bu Dewi Anggraini, M.Pd.'); // 'Dewi Anggraini' (initials DA, not BM)
 */
export function personalName(fullName: string): string {
  const withoutDegrees = fullName.split(',')[0] ?? fullName;
  return withoutDegrees.replace(/^(?:Bu|Ibu|Pak|Bapak)\s+/i, '').trim() || fullName;
}
