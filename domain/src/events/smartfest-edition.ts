/** A SmartFest round: when it runs and how (decision 085). */
export type SmartfestRound = { name: string; startsAt: Date; endsAt: Date; description: string };
/** A category of the competition: its name and the grades it takes. */
export type SmartfestCategory = { name: string; grades: readonly number[] };

/** One edition's programme, as the page shows it. */
export type SmartfestEdition = {
  slug: string;
  name: string;
  registrationOpensAt: Date;
  registrationClosesAt: Date;
  rounds: readonly SmartfestRound[];
  finalAt: Date;
  finalPlace: string;
  categories: readonly SmartfestCategory[];
  prizes: readonly string[];
};

/** Where an edition's registration stands at an instant. */
export type SmartfestRegistrationState = 'not_open_yet' | 'open' | 'closed';

/**
 * Whether registration is open at `now`: from `registrationOpensAt` (inclusive) until
 * `registrationClosesAt` (exclusive).
 *
 * @example
 * toRegistrationState(edition, new Date()); // 'open'
 */
export function toRegistrationState(
  edition: Pick<SmartfestEdition, 'registrationOpensAt' | 'registrationClosesAt'>,
  now: Date,
): SmartfestRegistrationState {
  if (now < edition.registrationOpensAt) return 'not_open_yet';
  if (now < edition.registrationClosesAt) return 'open';
  return 'closed';
}

/** The 409 when registration is not open: honest about why, and what to do. */
export const SMARTFEST_CLOSED_MESSAGE =
  'Pendaftaran SmartFest sedang tidak dibuka. Lihat tanggal pendaftaran di halaman SmartFest, ya.';
