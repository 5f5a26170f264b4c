import { describe, expect, it } from 'vitest';
import { packageProgramsFor } from './package-programs-for.ts';

describe('packageProgramsFor', () => {
  it('gives each level its program', () => {
    expect(packageProgramsFor({ grade: 5, stream: 'SD' })).toEqual(['SD']);
    expect(packageProgramsFor({ grade: 9, stream: null })).toEqual(['SMP']);
    expect(packageProgramsFor({ grade: 10, stream: 'IPA' })).toEqual(['SMA_IPA']);
    expect(packageProgramsFor({ grade: 11, stream: 'IPS' })).toEqual(['SMA_IPS']);
    expect(packageProgramsFor({ grade: 10, stream: 'SMK' })).toEqual(['SMK']);
  });

  it('adds UTBK-SNBT in grade 12 whatever the stream', () => {
    expect(packageProgramsFor({ grade: 12, stream: 'IPA' })).toEqual(['SMA_IPA', 'UTBK_SNBT']);
    expect(packageProgramsFor({ grade: 12, stream: 'SMK' })).toEqual(['SMK', 'UTBK_SNBT']);
  });

  it('offers nothing to grade 4 (tenure forms start at grade 5) or outside 4–12', () => {
    expect(packageProgramsFor({ grade: 4, stream: 'SD' })).toEqual([]);
    expect(packageProgramsFor({ grade: 13, stream: 'IPA' })).toEqual([]);
  });

  it('ignores a stream below grade 10 and widens a missing one', () => {
    expect(packageProgramsFor({ grade: 8, stream: 'IPA' })).toEqual(['SMP']);
    expect(packageProgramsFor({ grade: 11 })).toEqual(['SMA_IPA', 'SMA_IPS', 'SMK']);
    expect(packageProgramsFor({ stream: 'IPS' })).toEqual(['SMA_IPS', 'UTBK_SNBT']);
    expect(packageProgramsFor({})).toEqual(['SD', 'SMP', 'SMA_IPA', 'SMA_IPS', 'SMK', 'UTBK_SNBT']);
  });
});
