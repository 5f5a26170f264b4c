import { describe, expect, it } from 'vitest';
import { readViewerTimeZone } from './viewer-time-zone.ts';

describe('readViewerTimeZone', () => {
  it("reads the browser's zone from the bimbel_tz cookie", () => {
    expect(readViewerTimeZone('bimbel_auth=x; bimbel_tz=Asia%2FMakassar')).toBe('Asia/Makassar');
    expect(readViewerTimeZone('bimbel_tz=Asia/Jayapura')).toBe('Asia/Jayapura');
  });

  it('falls back to WIB without the cookie or with a value that is not a known zone', () => {
    expect(readViewerTimeZone(undefined)).toBe('Asia/Jakarta');
    expect(readViewerTimeZone('')).toBe('Asia/Jakarta');
    expect(readViewerTimeZone('bimbel_tz=Mars%2FOlympus')).toBe('Asia/Jakarta');
    expect(readViewerTimeZone('bimbel_tz=%3Cscript%3E')).toBe('Asia/Jakarta');
  });
});
