import { describe, expect, it } from 'vitest';
import { TENURE_GRADES } from './tenure-grade.ts';

describe('TENURE_GRADES', () => {
  it('offers grades 5 to 12 as strings, without grade 4', () => {
    expect(TENURE_GRADES).toEqual(['5', '6', '7', '8', '9', '10', '11', '12']);
  });
});
