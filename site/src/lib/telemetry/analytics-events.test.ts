import { describe, expect, it } from 'vitest';
import { toDeviceType } from './analytics-events.ts';

describe('toDeviceType', () => {
  it("follows docs/product §9's breakpoints: below 768 mobile, below 1200 tablet, else desktop", () => {
    expect(toDeviceType(360)).toBe('mobile');
    expect(toDeviceType(767)).toBe('mobile');
    expect(toDeviceType(768)).toBe('tablet');
    expect(toDeviceType(1199)).toBe('tablet');
    expect(toDeviceType(1200)).toBe('desktop');
  });
});
