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

  it('drops the longer hesitations whatever their case', () => {
    const cleaned = (text: string) => cleanTranscript([{ start: 0, end: 1, text }])[0]?.text;
    expect(cleaned('Eeeh, jadi hmm kita aah coba mmm lagi ehm ya anu')).toBe('Jadi kita coba lagi ya');
    expect(cleaned('EEE sudah')).toBe('Sudah');
  });

  it('keeps one-letter units and variables, which are not hesitations', () => {
    const cleaned = (text: string) => cleanTranscript([{ start: 0, end: 1, text }])[0]?.text;
    expect(cleaned('diameternya 20 m, jadi jari-jari 10 m')).toBe('Diameternya 20 m, jadi jari-jari 10 m');
    expect(cleaned('a = 1, b = 4, c = 3')).toBe('a = 1, b = 4, c = 3');
    expect(cleaned('x kuadrat dikurangi 4')).toBe('x kuadrat dikurangi 4');
    expect(cleaned('sudut A ditambah sudut B')).toBe('Sudut A ditambah sudut B');
    expect(cleaned('bilangan e kira-kira 2,718')).toBe('Bilangan e kira-kira 2,718');
    expect(cleaned('A adalah himpunan')).toBe('A adalah himpunan');
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
