/**
 * Subjects with their display names (docs/product §3). `value` is the lowercase form used in
 * URLs (`/tanya/topic/{grade}/{subject}/…`) and storage.
 */
export const SUBJECTS = [
  { value: 'matematika', name: 'Matematika' },
  { value: 'fisika', name: 'Fisika' },
  { value: 'kimia', name: 'Kimia' },
] as const;

export type Subject = (typeof SUBJECTS)[number]['value'];

/**
 * Gives a subject's display name; unknown values are shown as given.
 *
 * @example
 * toSubjectName('fisika'); // 'Fisika'
 */
export function toSubjectName(value: string): string {
  return SUBJECTS.find((subject) => subject.value === value)?.name ?? value;
}
