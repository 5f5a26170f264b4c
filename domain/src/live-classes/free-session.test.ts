import { describe, expect, it } from 'vitest';
import {
  freeSessionId,
  freeSessionTitle,
  matchesFreeSessionFilter,
  parseFreeSessionId,
  type FreeSessionKey,
} from './free-session.ts';

const MERDEKA = 'Kurikulum Merdeka';
const K13 = '2013 Indonesian Curriculum (Revised Version)';

describe('free session ids', () => {
  it('writes subject, grades, stream and curriculum, and reads them back', () => {
    const keys: FreeSessionKey[] = [
      { subject: 'matematika', grades: [5], stream: null, curriculum: MERDEKA },
      { subject: 'fisika', grades: [10, 11], stream: 'IPA', curriculum: K13 },
      { subject: 'kimia', grades: [12], stream: 'SMK', curriculum: MERDEKA },
      { subject: 'matematika', grades: [4, 5, 6], stream: 'SD', curriculum: K13 },
    ];
    expect(keys.map(freeSessionId)).toEqual([
      'matematika-5-semua-merdeka',
      'fisika-10.11-ipa-k13',
      'kimia-12-smk-merdeka',
      'matematika-4.5.6-sd-k13',
    ]);
    for (const key of keys) expect(parseFreeSessionId(freeSessionId(key)!)).toEqual(key);
  });

  it('names no session for a curriculum outside the catalogue or without grades', () => {
    expect(
      freeSessionId({ subject: 'matematika', grades: [5], stream: null, curriculum: 'Kurikulum 2006' }),
    ).toBeNull();
    expect(
      freeSessionId({ subject: 'matematika', grades: [], stream: null, curriculum: MERDEKA }),
    ).toBeNull();
  });

  it('reads only ids it writes: one spelling per session', () => {
    for (const id of [
      'matematika-8.7-semua-k13', // grades out of order
      'matematika-8.8-semua-k13', // a grade twice
      'matematika-3-semua-k13',
      'matematika-13-semua-k13',
      'biologi-8-semua-k13',
      'matematika-8-IPA-k13',
      'matematika-8-semua-2013',
      'matematika-8-semua-k13-',
      ` matematika-8-semua-k13`,
      'x'.repeat(81),
    ]) {
      expect(parseFreeSessionId(id), id).toBeNull();
    }
  });
});

describe('freeSessionTitle', () => {
  it('names the subject and grades, and the stream when the session has one', () => {
    expect(freeSessionTitle({ subject: 'matematika', grades: [5], stream: null })).toBe(
      'Kelas Gratis Matematika Kelas 5',
    );
    expect(freeSessionTitle({ subject: 'fisika', grades: [10], stream: 'IPA' })).toBe(
      'Kelas Gratis Fisika Kelas 10 IPA',
    );
    expect(freeSessionTitle({ subject: 'kimia', grades: [7, 8, 9], stream: null })).toBe(
      'Kelas Gratis Kimia Kelas 7–9',
    );
    expect(freeSessionTitle({ subject: 'matematika', grades: [10, 12], stream: 'SMK' })).toBe(
      'Kelas Gratis Matematika Kelas 10, 12 SMK',
    );
    // SD is the stream of every primary grade: not worth saying.
    expect(freeSessionTitle({ subject: 'matematika', grades: [4], stream: 'SD' })).toBe(
      'Kelas Gratis Matematika Kelas 4',
    );
  });
});

describe('matchesFreeSessionFilter', () => {
  const everyStream10: FreeSessionKey = {
    subject: 'matematika',
    grades: [10],
    stream: null,
    curriculum: MERDEKA,
  };
  const ipa10: FreeSessionKey = { subject: 'fisika', grades: [10], stream: 'IPA', curriculum: MERDEKA };
  const smp: FreeSessionKey = { subject: 'matematika', grades: [7, 8, 9], stream: null, curriculum: K13 };

  it('passes everything without filters', () => {
    for (const key of [everyStream10, ipa10, smp]) expect(matchesFreeSessionFilter(key, {})).toBe(true);
  });

  it('keeps a session for the grade asked for', () => {
    expect(matchesFreeSessionFilter(smp, { grade: 8 })).toBe(true);
    expect(matchesFreeSessionFilter(smp, { grade: 10 })).toBe(false);
  });

  it('treats a session without a stream as one for every stream', () => {
    expect(matchesFreeSessionFilter(everyStream10, { stream: 'IPS' })).toBe(true);
    expect(matchesFreeSessionFilter(ipa10, { stream: 'IPS' })).toBe(false);
    expect(matchesFreeSessionFilter(ipa10, { stream: 'IPA' })).toBe(true);
  });

  it('reads a class type as its grades and its streams', () => {
    expect(matchesFreeSessionFilter(smp, { classType: 'SMP/MTs' })).toBe(true);
    expect(matchesFreeSessionFilter(smp, { classType: 'SD' })).toBe(false);
    expect(matchesFreeSessionFilter(ipa10, { classType: 'SMA/MA' })).toBe(true);
    expect(matchesFreeSessionFilter(ipa10, { classType: 'SMK' })).toBe(false);
    expect(matchesFreeSessionFilter(everyStream10, { classType: 'SMK' })).toBe(true);
  });

  it('keeps a session of the curriculum asked for', () => {
    expect(matchesFreeSessionFilter(smp, { curriculum: K13 })).toBe(true);
    expect(matchesFreeSessionFilter(smp, { curriculum: MERDEKA })).toBe(false);
  });
});
