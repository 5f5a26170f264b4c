import type { Curriculum } from './curriculum.ts';

/*
 * Curricula are stored with the labels docs/product §1 gives them, one of which is English. The page
 * speaks Indonesian, and the rest of the site already calls it "Kurikulum 2013 (Revisi)".
 */
const SHOWN_AS: Readonly<Record<Curriculum, string>> = {
  '2013 Indonesian Curriculum (Revised Version)': 'Kurikulum 2013 (Revisi)',
  'Kurikulum Merdeka': 'Kurikulum Merdeka',
};

/**
 * A stored curriculum as the page shows it; an unknown one is shown as stored.
 *
 * @example
 * toCurriculumLabel('2013 Indonesian Curriculum (Revised Version)'); // 'Kurikulum 2013 (Revisi)'
 */
export function toCurriculumLabel(curriculum: string): string {
  return Object.hasOwn(SHOWN_AS, curriculum) ? SHOWN_AS[curriculum as Curriculum] : curriculum;
}
