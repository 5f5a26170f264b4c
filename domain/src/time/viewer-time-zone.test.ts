import { describe, expect, it } from 'vitest';
import { parseViewerTimeZone } from './viewer-time-zone.ts';

describe('parseViewerTimeZone', () => {
  it("accepts Indonesia's three zones and other real zones", () => {
    expect(parseViewerTimeZone('Asia/Jakarta')).toBe('Asia/Jakarta');
    expect(parseViewerTimeZone('Asia/Makassar')).toBe('Asia/Makassar');
    expect(parseViewerTimeZone('Asia/Jayapura')).toBe('Asia/Jayapura');
    expect(parseViewerTimeZone('Asia/Kuala_Lumpur')).toBe('Asia/Kuala_Lumpur');
    expect(parseViewerTimeZone('UTC')).toBe('UTC');
  });

  it('spells a zone the canonical way', () => {
    expect(parseViewerTimeZone('asia/jayapura')).toBe('Asia/Jayapura');
  });

  it('refuses what is absent, unknown or not a zone name at all', () => {
    for (const value of [
      undefined,
      null,
      '',
      'Mars/Olympus_Mons',
      'Asia/Jakarta; Path=/',
      '../etc/passwd',
      'Asia/' + 'x'.repeat(80),
      '<script>',
    ]) {
      expect(parseViewerTimeZone(value), String(value)).toBeNull();
    }
  });
});
