import { toInitials } from '@bimbel/domain/text/to-initials';

// The header's account button, apart from profile-summary.ts (the profile modal's rows, which bring
// the phone number formatting): the Tanya video page's corner loads only this.

/**
 * The first name, for the header's compact avatar button ('Raka Pratama' → 'Raka').
 *
 * @example
 * toFirstName('  Siti Nur Aisyah '); // 'Siti'
 */
export function toFirstName(fullName: string): string {
  return fullName.trim().split(/\s+/u)[0] ?? '';
}

/**
 * The profile menu button's name: the first name and the initials it shows (name on wide screens,
 * initials on phones, WCAG 2.5.3), and whether the crown is there.
 *
 * @example
 * toProfileMenuLabel('Raka Pratama', true); // 'Menu profil Raka, RP, pelanggan berbayar'
 */
export function toProfileMenuLabel(fullName: string, paid: boolean): string {
  return `Menu profil ${toFirstName(fullName)}, ${toInitials(fullName)}${paid ? ', pelanggan berbayar' : ''}`;
}
