import { describe, expect, it } from 'vitest';
import { TITLES, TitleSchema } from './title.ts';

describe('TITLES', () => {
  it('shows Bpk and Ibu and stores bpk and ibu', () => {
    expect(TITLES).toEqual([
      { name: 'Bpk', value: 'bpk' },
      { name: 'Ibu', value: 'ibu' },
    ]);
  });

  it('rejects a salutation outside the list', () => {
    expect(TitleSchema.safeParse('Bapak').success).toBe(false);
  });
});
