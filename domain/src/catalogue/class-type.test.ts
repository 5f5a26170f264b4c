import { describe, expect, it } from 'vitest';
import { CLASS_TYPES, ClassTypeSchema } from './class-type.ts';

describe('CLASS_TYPES', () => {
  it('has the class types SD, SMP/MTs, SMA/MA and SMK', () => {
    expect(CLASS_TYPES).toEqual(['SD', 'SMP/MTs', 'SMA/MA', 'SMK']);
  });

  it('rejects a class type outside the list', () => {
    expect(ClassTypeSchema.safeParse('MA').success).toBe(false);
  });
});
