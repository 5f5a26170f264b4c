import { describe, expect, it } from 'vitest';
import { LOCATION_NAME_MAX_LENGTH } from '../profile/profile-fields.ts';
import { PROVINCE_OPTIONS, PROVINCES } from './province.ts';

describe('PROVINCES', () => {
  it('lists the 38 provinces once each', () => {
    expect(PROVINCES).toHaveLength(38);
    expect(new Set(PROVINCES).size).toBe(38);
    expect(PROVINCES).toEqual(expect.arrayContaining(['Aceh', 'DKI Jakarta', 'Jawa Barat', 'Papua Selatan']));
  });

  it('fits the register call’s location rule', () => {
    for (const name of PROVINCES) expect(name.length).toBeLessThanOrEqual(LOCATION_NAME_MAX_LENGTH);
  });

  it('offers each province as its own value', () => {
    expect(PROVINCE_OPTIONS[0]).toEqual({ value: 'Aceh', label: 'Aceh' });
    expect(PROVINCE_OPTIONS.map((option) => option.value)).toEqual([...PROVINCES]);
  });
});
