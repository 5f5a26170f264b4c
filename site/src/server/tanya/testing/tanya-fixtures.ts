import type { TanyaQuestionRecordInput } from '@bimbel/domain/tanya/tanya-question-record';

/** Deterministic UUIDs for tests: `questionId(1)` → '00000000-0000-4000-8000-000000000001'. */
export function questionId(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

/** A valid import record; override any field. */
export function makeRecord(n: number, overrides: Partial<TanyaQuestionRecordInput> = {}): TanyaQuestionRecordInput {
  return {
    id: questionId(n),
    text: `Hitung luas lingkaran yang berjari-jari $${n}$ cm dengan $\\pi = 3{,}14$.`,
    grade: 6,
    subject: 'matematika',
    chapter: 'Lingkaran',
    topic: 'Luas lingkaran',
    video: {
      // The demo library's own circle-area video (decision 091), so a page built from a fixture plays.
      source_url: '/media/tanya/95e456d3-677f-4e8f-ba4d-ac2e8a85e9b7/video.mp4',
      duration_seconds: 42,
      thumbnail_url: '/media/tanya/95e456d3-677f-4e8f-ba4d-ac2e8a85e9b7/poster.jpg',
      teacher: 'Kak Rina Amelia',
      verified: true,
      transcript: [
        { start: 0, end: 6, text: 'Kita pakai rumus luas lingkaran, pi kali r kuadrat.' },
        { start: 6, end: 14, text: 'Masukkan jari-jarinya, lalu kalikan.' },
      ],
      key_moments: [{ start: 0, end: 6, name: 'Rumus luas' }],
    },
    related: [],
    ...overrides,
  };
}
