import { describe, expect, it } from 'vitest';
import { CURRICULA, CurriculumSchema, DEFAULT_CURRICULUM } from './curriculum.ts';

describe('curricula', () => {
  it('defaults to the revised 2013 curriculum', () => {
    expect(DEFAULT_CURRICULUM).toBe('2013 Indonesian Curriculum (Revised Version)');
    expect(CurriculumSchema.parse(undefined)).toBe('2013 Indonesian Curriculum (Revised Version)');
  });

  it('knows Kurikulum Merdeka', () => {
    expect(CURRICULA).toEqual(['2013 Indonesian Curriculum (Revised Version)', 'Kurikulum Merdeka']);
    expect(CurriculumSchema.parse('Kurikulum Merdeka')).toBe('Kurikulum Merdeka');
  });

  it('rejects an unknown curriculum', () => {
    expect(CurriculumSchema.safeParse('KTSP').success).toBe(false);
  });
});
