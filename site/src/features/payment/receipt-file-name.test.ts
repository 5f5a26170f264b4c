import { describe, expect, it } from 'vitest';
import { receiptFileName } from './receipt-file-name.ts';

describe('receiptFileName', () => {
  it('names the file after the receipt number, slashes turned into dashes', () => {
    expect(receiptFileName('INV/20261127/7F3K2Q')).toBe('kuitansi-INV-20261127-7F3K2Q.pdf');
  });

  it('keeps no character a file system could trip on', () => {
    expect(receiptFileName('../a b\\c')).toBe('kuitansi-a-b-c.pdf');
    expect(receiptFileName('///')).toBe('kuitansi.pdf');
  });
});
