import { describe, expect, it } from 'vitest';
import {
  buildBreadcrumbList,
  buildStartAtUrl,
  buildVideoObject,
  serializeJsonLd,
  toAbsoluteUrl,
  toIsoDuration,
  type VideoObjectInput,
} from './video-structured-data.ts';

const input: VideoObjectInput = {
  origin: 'https://cobelajar.id',
  pagePath: '/tanya/3f0c2f4e-8d1b-4e43-9a7e-5f1d2c3b4a59/tentukan-hasil-dari-3-4-2-3',
  name: 'Tentukan hasil dari 3/4 + 2/3.',
  description: 'Video pembahasan soal Matematika kelas 5.',
  thumbnailUrl: '/media/tanya/pecahan.jpg',
  contentUrl: '/media/tanya/pecahan.mp4',
  uploadDate: new Date('2026-03-01T02:30:00Z'),
  durationSeconds: 35,
  keyMoments: [
    { start: 0, end: 6, name: 'Menyamakan penyebut' },
    { start: 6.4, end: 20.2, name: 'Menjumlahkan pembilang' },
  ],
  transcript: 'Samakan penyebutnya dulu, ya.',
  teacherName: 'Kak Rina Amelia',
};

describe('toIsoDuration', () => {
  it('writes seconds, minutes and hours as ISO 8601', () => {
    expect(toIsoDuration(35)).toBe('PT35S');
    expect(toIsoDuration(65)).toBe('PT1M5S');
    expect(toIsoDuration(120)).toBe('PT2M');
    expect(toIsoDuration(3725)).toBe('PT1H2M5S');
    expect(toIsoDuration(3600)).toBe('PT1H');
  });

  it('rounds fractions and treats nothing as zero seconds', () => {
    expect(toIsoDuration(34.6)).toBe('PT35S');
    expect(toIsoDuration(0)).toBe('PT0S');
    expect(toIsoDuration(Number.NaN)).toBe('PT0S');
  });
});

describe('buildVideoObject', () => {
  it('names the video and gives absolute URLs, the upload date and the duration', () => {
    const video = buildVideoObject(input);
    expect(video).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'Tentukan hasil dari 3/4 + 2/3.',
      description: 'Video pembahasan soal Matematika kelas 5.',
      thumbnailUrl: ['https://cobelajar.id/media/tanya/pecahan.jpg'],
      uploadDate: '2026-03-01T02:30:00.000Z',
      duration: 'PT35S',
      contentUrl: 'https://cobelajar.id/media/tanya/pecahan.mp4',
      url: 'https://cobelajar.id/tanya/3f0c2f4e-8d1b-4e43-9a7e-5f1d2c3b4a59/tentukan-hasil-dari-3-4-2-3',
      inLanguage: 'id',
      creator: { '@type': 'Person', name: 'Kak Rina Amelia' },
      transcript: 'Samakan penyebutnya dulu, ya.',
    });
  });

  it('makes a Clip of every key moment, with whole-second offsets and a ?t= address', () => {
    const video = buildVideoObject(input);
    expect(video.hasPart).toEqual([
      {
        '@type': 'Clip',
        name: 'Menyamakan penyebut',
        startOffset: 0,
        endOffset: 6,
        url: 'https://cobelajar.id/tanya/3f0c2f4e-8d1b-4e43-9a7e-5f1d2c3b4a59/tentukan-hasil-dari-3-4-2-3?t=0',
      },
      {
        '@type': 'Clip',
        name: 'Menjumlahkan pembilang',
        startOffset: 6,
        endOffset: 21,
        url: 'https://cobelajar.id/tanya/3f0c2f4e-8d1b-4e43-9a7e-5f1d2c3b4a59/tentukan-hasil-dari-3-4-2-3?t=6',
      },
    ]);
  });

  it('leaves out what the video does not have', () => {
    const video = buildVideoObject({ ...input, keyMoments: [], thumbnailUrl: null, transcript: '', teacherName: undefined });
    expect(video).not.toHaveProperty('hasPart');
    expect(video).not.toHaveProperty('thumbnailUrl');
    expect(video).not.toHaveProperty('transcript');
    expect(video).not.toHaveProperty('creator');
  });

  it('keeps a video hosted elsewhere at its own address', () => {
    const video = buildVideoObject({ ...input, contentUrl: 'https://cdn.example.com/v/1/index.m3u8' });
    expect(video.contentUrl).toBe('https://cdn.example.com/v/1/index.m3u8');
  });
});

describe('buildBreadcrumbList', () => {
  it('numbers the entries from 1 with absolute item URLs', () => {
    expect(
      buildBreadcrumbList('https://cobelajar.id/', [
        { name: 'Tanya', path: '/tanya' },
        { name: 'Pecahan', path: '/tanya/chapter/5/matematika/pecahan' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Tanya', item: 'https://cobelajar.id/tanya' },
        { '@type': 'ListItem', position: 2, name: 'Pecahan', item: 'https://cobelajar.id/tanya/chapter/5/matematika/pecahan' },
      ],
    });
  });
});

describe('serializeJsonLd', () => {
  it('cannot be closed by text in the data and still parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script> & \u2028' };
    const json = serializeJsonLd(value);
    expect(json).not.toContain('<');
    expect(json).not.toContain('>');
    expect(json).not.toContain('&');
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('urls', () => {
  it('builds absolute and start-at addresses', () => {
    expect(toAbsoluteUrl('http://127.0.0.1:4406', '/tanya')).toBe('http://127.0.0.1:4406/tanya');
    expect(buildStartAtUrl('https://cobelajar.id/tanya/a/b', 12.9)).toBe('https://cobelajar.id/tanya/a/b?t=12');
  });
});
