import { describe, expect, it } from 'vitest';
import { cleanTranscript, toWebVtt } from './transcript.ts';

describe('cleanTranscript', () => {
  it('drops hesitations and doubled words, collapses spaces and capitalises', () => {
    expect(cleanTranscript([{ start: 0, end: 4, text: 'eee  jadi jadi kita hitung dulu , ya' }])).toEqual([
      { start: 0, end: 4, text: 'Jadi kita hitung dulu, ya' },
    ]);
    expect(cleanTranscript([{ start: 1, end: 2, text: 'hasilnya emm 12' }])[0]?.text).toBe('Hasilnya 12');
  });

  it('keeps words that merely start like a filler', () => {
    expect(cleanTranscript([{ start: 0, end: 1, text: 'empat ditambah enam' }])[0]?.text).toBe('Empat ditambah enam');
  });

  it('sorts cues by start and drops cues left empty', () => {
    expect(
      cleanTranscript([
        { start: 5, end: 6, text: 'kedua' },
        { start: 2, end: 3, text: 'eee' },
        { start: 0, end: 1, text: 'pertama' },
      ]).map((cue) => cue.text),
    ).toEqual(['Pertama', 'Kedua']);
  });
});

describe('toWebVtt', () => {
  it('writes numbered cues with hh:mm:ss.mmm times', () => {
    expect(toWebVtt([{ start: 0, end: 2.5, text: 'Halo' }, { start: 3661.25, end: 3662, text: 'Lanjut' }])).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.500\nHalo\n\n2\n01:01:01.250 --> 01:01:02.000\nLanjut\n',
    );
  });

  it('escapes text that would break the cue', () => {
    expect(toWebVtt([{ start: 0, end: 1, text: 'x < 3 --> y & z' }])).toContain('x &lt; 3 → y &amp; z');
  });
});
