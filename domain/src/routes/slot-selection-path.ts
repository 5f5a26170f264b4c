/** The page where a free session's slot is chosen and booked (docs/product §2 `/slot-selection`). */
export const SLOT_SELECTION_PATH = '/slot-selection';

/**
 * Query names of /slot-selection: the free session, the slot to preselect, a grade to list, and
 * what just happened (`info=dipesan` after booking, `info=dibatalkan` after cancelling).
 */
export const SLOT_SELECTION_PARAMS = { session: 'sesi', slot: 'slot', grade: 'kelas', info: 'info' } as const;

/** What /slot-selection says it just did. */
export type SlotSelectionInfo = 'dipesan' | 'dibatalkan';

/**
 * The address of /slot-selection for a free session, with a slot preselected when given — also
 * what `/login?redirect=` carries, so a visitor comes back to the same slot.
 *
 * @example
 * slotSelectionPath({ session: 'matematika-5-semua-merdeka', slot: '4b0c…' });
 * // '/slot-selection?sesi=matematika-5-semua-merdeka&slot=4b0c…'
 * slotSelectionPath({ grade: 8 }); // '/slot-selection?kelas=8'
 */
export function slotSelectionPath(
  target: {
    session?: string | null;
    slot?: string | null;
    grade?: number | null;
    info?: SlotSelectionInfo;
  } = {},
): string {
  const pairs: [string, string | number | null | undefined][] = [
    [SLOT_SELECTION_PARAMS.session, target.session],
    [SLOT_SELECTION_PARAMS.slot, target.slot],
    [SLOT_SELECTION_PARAMS.grade, target.grade],
    [SLOT_SELECTION_PARAMS.info, target.info],
  ];
  const search = pairs
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search ? `${SLOT_SELECTION_PATH}?${search}` : SLOT_SELECTION_PATH;
}
