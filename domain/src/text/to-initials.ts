import { personalName } from './personal-name.ts';

const FIRST_LETTER = /\p{L}/u;

/**
 * Up to two capital letters standing for a person's full name, for an avatar without a
 * picture: the first letters of the first and last words ('Siti Nur Aisyah' → 'SA'); one
 * letter for a one-word name, as many Indonesians have ('Sukarno' → 'S'). The form of address and
 * degrees are not part of the name ('Pak Bima Prasetyo, S.Pd.' → 'BP'). Words without a
 * letter (numbers, punctuation) are skipped; a name without any letter gives ''.
 *
 * @example
 * toInitials('budi santoso'); // 'BS'
 * toInitials('  Sukarno '); // 'S'
 * toInitials('Bu Dewi Anggraini, M.Pd.'); // 'DA'
 */
export function toInitials(fullName: string): string {
  const letters = personalName(fullName)
    .split(/\s+/u)
    .map((word) => FIRST_LETTER.exec(word)?.[0])
    .filter((letter): letter is string => letter !== undefined)
    // One character per letter even where upper case has two ('ß' → 'SS').
    .map((letter) => [...letter.toLocaleUpperCase('id-ID')][0] ?? letter);
  const first = letters[0];
  if (first === undefined) return '';
  return letters.length > 1 ? `${first}${letters[letters.length - 1]}` : first;
}
