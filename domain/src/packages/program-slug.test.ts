import { describe, expect, it } from 'vitest';
import { PACKAGE_PROGRAMS } from './package-program.ts';
import {
  daftarBimbelPath,
  programFromSlug,
  programOfDaftarBimbelSegment,
  toProgramSlug,
} from './program-slug.ts';

describe('program slugs of the registration pages', () => {
  it('writes every catalogue program as a lowercase slug', () => {
    expect(PACKAGE_PROGRAMS.map(toProgramSlug)).toEqual([
      'sd',
      'smp',
      'sma-ipa',
      'sma-ips',
      'smk',
      'utbk-snbt',
    ]);
  });

  it('reads every slug back to its program, so each program has one page', () => {
    for (const program of PACKAGE_PROGRAMS) expect(programFromSlug(toProgramSlug(program))).toBe(program);
    expect(new Set(PACKAGE_PROGRAMS.map(toProgramSlug)).size).toBe(PACKAGE_PROGRAMS.length);
  });

  it('knows no other slug: unknown, upper case, underscores or padding', () => {
    for (const slug of ['tk', 'SMK', 'sma_ipa', 'sma', ' smp', 'smp/', '', 'utbk']) {
      expect(programFromSlug(slug)).toBeNull();
    }
  });

  it('gives the page address of a program', () => {
    expect(daftarBimbelPath('SD')).toBe('/daftar-bimbel-sd');
    expect(daftarBimbelPath('UTBK_SNBT')).toBe('/daftar-bimbel-utbk-snbt');
  });

  it('reads the program of a one-segment address, and nothing from other addresses', () => {
    expect(programOfDaftarBimbelSegment('daftar-bimbel-sma-ips')).toBe('SMA_IPS');
    expect(programOfDaftarBimbelSegment('daftar-bimbel-smk')).toBe('SMK');
    for (const segment of [
      'daftar-bimbel-tk',
      'daftar-bimbel-',
      'daftar-bimbel',
      'jadwal',
      'bimbel-online',
      'xdaftar-bimbel-sd',
    ]) {
      expect(programOfDaftarBimbelSegment(segment)).toBeNull();
    }
  });
});
