import { describe, expect, it } from 'vitest';
import { verifiedCardDelayMs } from './verified-card-delay.ts';

describe('verifiedCardDelayMs', () => {
  it('starts at the 1500 ms base delay of docs/product §9 and staggers by 100 ms', () => {
    expect(verifiedCardDelayMs(0)).toBe(1500);
    expect(verifiedCardDelayMs(1)).toBe(1600);
    expect(verifiedCardDelayMs(3)).toBe(1800);
  });

  it('stops staggering after the eighth card', () => {
    expect(verifiedCardDelayMs(8)).toBe(2300);
    expect(verifiedCardDelayMs(19)).toBe(2300);
  });

  it('treats a negative index as the first card', () => {
    expect(verifiedCardDelayMs(-2)).toBe(1500);
  });
});
