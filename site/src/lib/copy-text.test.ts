import { describe, expect, it, vi } from 'vitest';
import { COPY_PERMISSION_MESSAGE, copyText } from './copy-text.ts';

describe('copyText', () => {
  it('writes the text and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    await expect(copyText('8808123456789012', { writeText })).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('8808123456789012');
  });

  it('answers false when the permission is refused', async () => {
    const writeText = vi.fn(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
    await expect(copyText('123', { writeText })).resolves.toBe(false);
  });

  it('answers false when the page has no clipboard at all (an insecure address, an old WebView)', async () => {
    await expect(copyText('123', undefined)).resolves.toBe(false);
    await expect(copyText('123', {} as never)).resolves.toBe(false);
  });

  it("keeps docs/product §8's words to the letter", () => {
    expect(COPY_PERMISSION_MESSAGE).toBe('Please turn on permission to copy');
  });
});
