import { describe, expect, it } from 'vitest';
import { forwardedClientIp } from './backend-context.ts';

describe('forwardedClientIp (TRUST_PROXY = number of proxies in front)', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(forwardedClientIp('198.51.100.7', 0)).toBeUndefined();
  });

  it('takes the right-most entry behind one proxy, never a client-chosen one on its left', () => {
    expect(forwardedClientIp('198.51.100.7', 1)).toBe('198.51.100.7');
    expect(forwardedClientIp('6.6.6.6, 198.51.100.7', 1)).toBe('198.51.100.7');
    expect(forwardedClientIp(' 1.2.3.4 ,5.6.7.8,  198.51.100.7 ', 1)).toBe('198.51.100.7');
  });

  it('takes the N-th entry from the right behind N proxies', () => {
    // client spoof, what proxy 1 saw (the client), what proxy 2 saw (proxy 1)
    expect(forwardedClientIp('6.6.6.6, 198.51.100.7, 10.0.0.2', 2)).toBe('198.51.100.7');
    expect(forwardedClientIp('198.51.100.7, 10.0.0.2', 2)).toBe('198.51.100.7');
    // Fewer entries than proxies: the left-most, which a trusted proxy wrote.
    expect(forwardedClientIp('10.0.0.2', 2)).toBe('10.0.0.2');
  });

  it('answers nothing for a missing or empty header', () => {
    expect(forwardedClientIp(undefined, 1)).toBeUndefined();
    expect(forwardedClientIp(' , ', 1)).toBeUndefined();
  });
});
