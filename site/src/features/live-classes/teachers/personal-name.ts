/**
 * A teacher's name without the form of address and the degrees, for the avatar's initials.
 *
 * @example
 * personalName('Bu Dewi Anggraini, M.Pd.'); // 'Dewi Anggraini' (initials DA, not BM)
 */
export function personalName(fullName: string): string {
  const withoutDegrees = fullName.split(',')[0] ?? fullName;
  return withoutDegrees.replace(/^(?:Bu|Ibu|Pak|Bapak)\s+/i, '').trim() || fullName;
}
