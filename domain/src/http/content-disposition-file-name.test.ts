import { describe, expect, it } from 'vitest';
import { contentDispositionFileName } from './content-disposition-file-name.ts';

describe('contentDispositionFileName', () => {
  it('reads a quoted, a bare and an extended file name, the extended one first', () => {
    expect(contentDispositionFileName('attachment; filename="kuitansi-INV-1.pdf"')).toBe('kuitansi-INV-1.pdf');
    expect(contentDispositionFileName('attachment; filename=kuitansi.pdf')).toBe('kuitansi.pdf');
    expect(
      contentDispositionFileName(`attachment; filename="kuitansi.pdf"; filename*=UTF-8''kuitansi%20Raka%20%C3%A9.pdf`),
    ).toBe('kuitansi Raka é.pdf');
  });

  it('keeps only a base name (no folders, no control characters)', () => {
    expect(contentDispositionFileName('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(contentDispositionFileName('attachment; filename="a\\\\b\u0007.pdf"')).toBe('b.pdf');
    expect(contentDispositionFileName('attachment; filename=".."')).toBeNull();
  });

  it('gives null when there is no file name', () => {
    expect(contentDispositionFileName(null)).toBeNull();
    expect(contentDispositionFileName('inline')).toBeNull();
    expect(contentDispositionFileName(`attachment; filename*=UTF-8''%E0%A4%A`)).toBeNull();
  });
});
