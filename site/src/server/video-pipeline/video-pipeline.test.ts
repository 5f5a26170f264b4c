import { describe, expect, it } from 'vitest';
import { lessonScript } from './lesson-script.ts';
import { readMp4Info } from './mp4-info.ts';
import { readWav, resample, writeWav } from './narration.ts';
import { questionScript } from './question-script.ts';
import { captionSentences, planTimeline, sceneCues } from './timeline.ts';
import { slideHtml } from './slide-html.ts';
import { captionText, momentName, spokenText } from './video-script.ts';

const QUESTION = {
  id: 'q1',
  text: 'Hitung $\\frac{3}{4} + \\frac{2}{3}$.',
  grade: 5,
  subject: 'matematika',
  topic: 'Penjumlahan pecahan',
  steps: [
    'Samakan penyebut: KPK dari $4$ dan $3$ adalah $12$.',
    '$\\frac{9}{12} + \\frac{8}{12} = \\frac{17}{12}$.',
  ],
  answer: '$\\frac{17}{12}$',
  teacher: 'Bu Rina Kartika, S.Pd.',
};

describe('a question video script', () => {
  const script = questionScript(QUESTION);

  it('opens on the question, reveals one step per scene and ends on the boxed answer', () => {
    expect(script.scenes.map((scene) => scene.slide.kind)).toEqual(['question', 'steps', 'steps', 'steps']);
    expect(script.scenes.map((scene) => (scene.slide.kind === 'steps' ? scene.slide.shown : 0))).toEqual([
      0, 1, 2, 2,
    ]);
    expect(script.scenes.at(-1)!.slide).toMatchObject({ answer: QUESTION.answer });
    expect(script.scenes[0]!.narration).toContain(QUESTION.text);
    expect(script.context).toBe('Matematika · Kelas 5 · Penjumlahan pecahan');
  });

  it('names a key moment at the question, each step and the answer', () => {
    expect(script.scenes.map((scene) => scene.moment)).toEqual([
      'Soal',
      'Langkah 1: Samakan penyebut: KPK dari 4 dan 3 adalah 12',
      'Langkah 2: 9/12 + 8/12 = 17/12',
      'Jawaban',
    ]);
  });

  it('is spoken as words and captioned as readable text', () => {
    expect(spokenText(QUESTION.steps[1]!)).toBe(
      'sembilan per dua belas tambah delapan per dua belas sama dengan tujuh belas per dua belas.',
    );
    expect(captionText(QUESTION.steps[1]!)).toBe('9/12 + 8/12 = 17/12.');
  });
});

describe('a lesson recording script', () => {
  const lesson = {
    slug: 'pecahan',
    name: 'Pecahan senilai',
    points: ['Kalikan pembilang dan penyebut dengan bilangan yang sama.', 'Atau bagi keduanya.'],
    examples: [
      { question: 'Satu contoh $\\frac{1}{2}$.', steps: ['A.', 'B.'], answer: '$\\frac{2}{4}$' },
      { question: 'Dua contoh.', steps: ['C.', 'D.', 'E.'], answer: '$3$' },
    ],
  };
  const script = lessonScript(lesson, 'Matematika Kelas 4');

  it('goes through the topic, each point, every example step by step, and a close', () => {
    // title, 2 points, (question + 2 steps + answer), (question + 3 steps + answer), close
    expect(script.scenes).toHaveLength(1 + 2 + 4 + 5 + 1);
    expect(script.scenes.flatMap((scene) => scene.moment ?? [])).toEqual([
      'Pembuka',
      'Poin penting',
      'Contoh 1: Satu contoh 1/2',
      'Contoh 2: Dua contoh',
      'Penutup',
    ]);
    expect(script.context).toBe('Matematika Kelas 4 · Pecahan senilai');
  });
});

describe('the timeline', () => {
  it('gives each scene its speech and pauses in whole frames, and the video whole seconds', () => {
    expect(planTimeline([1.2, 2], 5)).toEqual({ starts: [0, 2], lengths: [2, 3], duration: 5 });
    const { starts, lengths, duration } = planTimeline([3.31, 0.5, 7], 4);
    expect(starts).toEqual([0, 4.25, 5.75]);
    expect(lengths).toEqual([4.25, 1.5, 8.25]);
    expect(duration).toBe(14);
  });
});

describe('captions', () => {
  it('split after a sentence, not inside a decimal or a number', () => {
    expect(captionSentences('Massa 2,5 kg. Berat 25 N! Jadi 1.000 gram? Ya')).toEqual([
      'Massa 2,5 kg.',
      'Berat 25 N!',
      'Jadi 1.000 gram?',
      'Ya',
    ]);
  });

  it('never split inside maths, where ! is a factorial', () => {
    expect(captionSentences('Hitung $\\frac{10!}{5! \\times 5!}$. Hasilnya $252$! Benar.')).toEqual([
      'Hitung $\\frac{10!}{5! \\times 5!}$.',
      'Hasilnya $252$!',
      'Benar.',
    ]);
  });

  it('share a scene in proportion to how long each sentence is spoken, end to end', () => {
    const cues = sceneCues('Satu. Ini kalimat yang jauh lebih panjang untuk dibaca.', 10, 20);
    expect(cues).toHaveLength(2);
    expect(cues[0]!.start).toBe(10);
    expect(cues[1]!.end).toBe(20);
    expect(cues[0]!.end).toBe(cues[1]!.start);
    expect(cues[1]!.end - cues[1]!.start).toBeGreaterThan(cues[0]!.end - cues[0]!.start);
  });

  it('name a moment in at most the given length, cut at a word', () => {
    const name = momentName(
      'Kalikan pembilang dan penyebut dengan bilangan yang sama supaya pecahannya senilai.',
      40,
    );
    expect(name.length).toBeLessThanOrEqual(40);
    expect(name).toBe('Kalikan pembilang dan penyebut dengan…');
  });
});

describe('slides', () => {
  it('escape text, render maths as MathML and keep the poster corner free on the question', () => {
    const html = slideHtml(
      { context: 'Kimia <b>', teacher: 'Bu Siti' },
      { kind: 'question', label: 'Soal', question: 'Berapa $x^2$ jika x < 3?' },
      '1/4',
    );
    expect(html).toContain('Kimia &lt;b&gt;');
    expect(html).toContain('<math');
    expect(html).toContain('x &lt; 3');
    expect(html).toContain('class="corner"');
  });

  it('let earlier steps and the repeated question go first when a slide is full', () => {
    const html = slideHtml(
      { context: 'c', teacher: 't' },
      { kind: 'steps', label: 'Pembahasan', question: 'Q', steps: ['a', 'b', 'c'], shown: 3 },
      '4/5',
    );
    expect(html.match(/data-drop="\d+"/g)).toEqual(['data-drop="1000"', 'data-drop="0"', 'data-drop="1"']);
  });
});

describe('audio and MP4 files', () => {
  it('write and read back 16-bit mono WAV, and resample speech', () => {
    const samples = Int16Array.from([0, 1000, -1000, 32767, -32768]);
    expect(readWav(writeWav({ samples, sampleRate: 16_000 }))).toEqual({ samples, sampleRate: 16_000 });
    expect(resample(Int16Array.from([0, 100, 200, 300]), 22_050, 11_025)).toEqual(Int16Array.from([0, 200]));
  });

  it('read an MP4’s duration and picture size from its boxes', () => {
    const box = (type: string, body: Buffer) => {
      const head = Buffer.alloc(8);
      head.writeUInt32BE(8 + body.length);
      head.write(type, 4, 'latin1');
      return Buffer.concat([head, body]);
    };
    const mvhd = Buffer.alloc(100);
    mvhd.writeUInt32BE(1000, 12);
    mvhd.writeUInt32BE(42_500, 16);
    const tkhd = Buffer.alloc(84);
    tkhd.writeUInt32BE(854 * 65536, 76);
    tkhd.writeUInt32BE(480 * 65536, 80);
    const file = Buffer.concat([
      box('ftyp', Buffer.alloc(8)),
      box('moov', Buffer.concat([box('mvhd', mvhd), box('trak', box('tkhd', tkhd))])),
      box('mdat', Buffer.alloc(4)),
    ]);
    expect(readMp4Info(file)).toEqual({ durationSeconds: 42.5, width: 854, height: 480, moovFirst: true });
  });
});
