import { describe, expect, it } from 'vitest';
import { formatSavedSize, savedEntryUrl } from './saved-video-entry.ts';

describe('formatSavedSize', () => {
  it('says kilobytes below a megabyte and megabytes with a decimal comma above', () => {
    expect(formatSavedSize(85_383)).toBe('83 KB');
    expect(formatSavedSize(300)).toBe('1 KB');
    expect(formatSavedSize(3_250_000)).toBe('3,1 MB');
  });
});

describe('savedEntryUrl', () => {
  it('keys a saved video on this origin under a path no page uses', () => {
    expect(savedEntryUrl('54b42824-1746', 'https://cobelajar.id')).toBe(
      'https://cobelajar.id/__tersimpan__/54b42824-1746',
    );
  });
});
