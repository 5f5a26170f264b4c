import { CURRICULA } from './curriculum.ts';
import { describe, expect, it } from 'vitest';
import { toCurriculumLabel } from './curriculum-label.ts';

describe('toCurriculumLabel', () => {
  it('shows the 2013 curriculum in Indonesian', () => {
    expect(toCurriculumLabel('2013 Indonesian Curriculum (Revised Version)')).toBe('Kurikulum 2013 (Revisi)');
    expect(toCurriculumLabel('Kurikulum Merdeka')).toBe('Kurikulum Merdeka');
  });

  it('has an Indonesian label for every stored curriculum', () => {
    for (const curriculum of CURRICULA) expect(toCurriculumLabel(curriculum)).toMatch(/^Kurikulum /);
  });

  it('shows anything else as stored', () => {
    expect(toCurriculumLabel('Kurikulum 2006')).toBe('Kurikulum 2006');
    expect(toCurriculumLabel('toString')).toBe('toString');
  });
});
