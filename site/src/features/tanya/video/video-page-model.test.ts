import { describe, expect, it } from 'vitest';
import { buildVideoPageModel, DESCRIPTION_MAX_LENGTH, type VideoPageQuestion } from './video-page-model.ts';

const question: VideoPageQuestion = {
  id: '3f0c2f4e-8d1b-4e43-9a7e-5f1d2c3b4a59',
  slug: 'tentukan-hasil-dari-3-4-2-3',
  text: 'Tentukan hasil dari $\\frac{3}{4} + \\frac{2}{3}$.',
  plainText: 'Tentukan hasil dari 3/4 + 2/3.',
  grade: 5,
  subject: 'matematika',
  curriculum: 'Kurikulum Merdeka',
  chapterName: 'Pecahan',
  chapterSlug: 'pecahan',
  topicName: 'Penjumlahan pecahan',
  topicSlug: 'penjumlahan-pecahan',
  sourceUrl: '/media/tanya/hls/pecahan/index.m3u8',
  sourceType: 'hls',
  durationSeconds: 25,
  thumbnailUrl: '/media/tanya/pecahan.jpg',
  teacherName: 'Bu Rina Kartika, S.Pd.',
  teacher: { name: 'Bu Rina Kartika, S.Pd.', slug: 'rina-kartika', photoUrl: '/media/guru/rina-kartika.svg' },
  verified: true,
  transcript: [
    { start: 6, end: 12, text: 'eee jadi jadi kita jumlahkan' },
    { start: 0, end: 6, text: 'Samakan penyebutnya dulu, ya.' },
  ],
  keyMoments: [
    { start: 12, end: 25, name: 'Jawaban' },
    { start: 0, end: 12, name: 'Menyamakan penyebut' },
  ],
  stepsHtml: ['Samakan penyebutnya: <math><mn>12</mn></math>.', 'Jumlahkan pembilangnya.'],
  answerHtml: '<math><mfrac><mn>17</mn><mn>12</mn></mfrac></math>',
  uploadedAt: new Date('2026-03-01T00:00:00Z'),
};

describe('buildVideoPageModel', () => {
  const model = buildVideoPageModel(question, 'https://cobelajar.id', 'CoBelajar');

  it('titles the page with the question and the brand, and points the canonical URL at the slug', () => {
    expect(model.title).toBe('Tentukan hasil dari 3/4 + 2/3. | Tanya CoBelajar');
    expect(model.canonicalUrl).toBe('https://cobelajar.id/tanya/3f0c2f4e-8d1b-4e43-9a7e-5f1d2c3b4a59/tentukan-hasil-dari-3-4-2-3');
  });

  it('cuts a long question in the title and the description with an ellipsis', () => {
    const long = buildVideoPageModel({ ...question, plainText: 'Sebuah kereta berangkat pukul 07.00 dari kota A menuju kota B dengan kecepatan tetap. '.repeat(4) }, 'https://cobelajar.id', 'CoBelajar');
    expect(long.title).toMatch(/^Sebuah kereta .{40,}\.\.\. \| Tanya CoBelajar$/);
    expect(long.title.length).toBeLessThanOrEqual(60 + ' | Tanya CoBelajar'.length);
    expect(long.description.length).toBe(DESCRIPTION_MAX_LENGTH);
    expect(long.description.endsWith('...')).toBe(true);
  });

  it('describes the video with its subject, grade and topic', () => {
    expect(model.description).toBe('Video pembahasan Matematika kelas 5, Penjumlahan pecahan: Tentukan hasil dari 3/4 + 2/3.');
  });

  it('links every level of the trail as the list pages do: grade and subject to their part of /tanya', () => {
    expect(model.crumbs).toEqual([
      { label: 'Tanya', href: '/tanya' },
      { label: 'Kelas 5', href: '/tanya#kelas-5' },
      { label: 'Matematika', href: '/tanya#kelas-5-matematika' },
      { label: 'Pecahan', href: '/tanya/chapter/5/matematika/pecahan' },
      { label: 'Penjumlahan pecahan', href: '/tanya/topic/5/matematika/penjumlahan-pecahan' },
      { label: 'Tentukan hasil dari 3/4 + 2/3.' },
    ]);
  });

  it('cleans and orders the transcript and orders the key moments', () => {
    expect(model.transcript.map((cue) => cue.text)).toEqual(['Samakan penyebutnya dulu, ya.', 'Jadi kita jumlahkan']);
    expect(model.keyMoments.map((moment) => moment.name)).toEqual(['Menyamakan penyebut', 'Jawaban']);
  });

  it('gives og:video only for an MP4, and the captions address of the question', () => {
    expect(model.videoUrl).toBeUndefined();
    expect(buildVideoPageModel({ ...question, sourceType: 'mp4', sourceUrl: '/media/tanya/pecahan.mp4' }, 'https://cobelajar.id', 'CoBelajar').videoUrl).toBe(
      'https://cobelajar.id/media/tanya/pecahan.mp4',
    );
    expect(model.captionsPath).toBe('/api/v1/tanya/questions/3f0c2f4e-8d1b-4e43-9a7e-5f1d2c3b4a59/captions.vtt');
  });

  it('shares the question, its subject and grade, and the canonical address on WhatsApp', () => {
    expect(model.shareMessage).toBe(
      'Pembahasan soal Matematika kelas 5: “Tentukan hasil dari 3/4 + 2/3.” https://cobelajar.id/tanya/3f0c2f4e-8d1b-4e43-9a7e-5f1d2c3b4a59/tentukan-hasil-dari-3-4-2-3',
    );
  });

  it('carries the worked steps in order and the answer for the list under the video', () => {
    expect(model.solution).toEqual({
      stepsHtml: ['Samakan penyebutnya: <math><mn>12</mn></math>.', 'Jumlahkan pembilangnya.'],
      answerHtml: '<math><mfrac><mn>17</mn><mn>12</mn></mfrac></math>',
    });
    expect(buildVideoPageModel({ ...question, answerHtml: null }, 'https://cobelajar.id', 'CoBelajar').solution).toEqual({
      stepsHtml: question.stepsHtml,
      answerHtml: null,
    });
  });

  it('shows no worked solution for a question without steps, even when it has an answer', () => {
    expect(buildVideoPageModel({ ...question, stepsHtml: [] }, 'https://cobelajar.id', 'CoBelajar').solution).toBeUndefined();
  });

  it('structures the video (with the cleaned transcript) and the trail for search engines', () => {
    const [video, breadcrumb] = model.structuredData as unknown as [Record<string, unknown>, { itemListElement: { name: string }[] }];
    expect(video['@type']).toBe('VideoObject');
    expect(video.transcript).toBe('Samakan penyebutnya dulu, ya. Jadi kita jumlahkan');
    expect(video.contentUrl).toBe('https://cobelajar.id/media/tanya/hls/pecahan/index.m3u8');
    expect(breadcrumb.itemListElement.map((item) => item.name)).toEqual(['Tanya', 'Pecahan', 'Penjumlahan pecahan', 'Tentukan hasil dari 3/4 + 2/3.']);
  });
});
