import { describe, expect, it } from 'vitest';
import { toPageName } from './page-name.ts';

describe('toPageName', () => {
  it('names the fixed routes of docs/product §2', () => {
    expect(toPageName('/')).toBe('Home Page');
    expect(toPageName('/bimbel')).toBe('Live Classes Home Page');
    expect(toPageName('/bimbel/user')).toBe('Live Classes User Home Page');
    expect(toPageName('/bimbel-online')).toBe('Bimbel Sales Page');
    expect(toPageName('/daftar-bimbel')).toBe('Daftar Bimbel Page');
    expect(toPageName('/bimbel/paket/utbk-snbt')).toBe('Bimbel Package UTBK-SNBT Page');
    expect(toPageName('/tanya')).toBe('Tanya Home Page');
  });

  it('names a daftar-bimbel product page with the product as written', () => {
    expect(toPageName('/daftar-bimbel-xyz')).toBe('Daftar Bimbel xyz Page');
    expect(toPageName('/daftar-bimbel-SNBT')).toBe('Daftar Bimbel SNBT Page');
  });

  it('names every page of the Tanya recommended list', () => {
    expect(toPageName('/tanya/questions/page/1')).toBe('Tanya Recommended Video Page');
    expect(toPageName('/tanya/questions/page/3')).toBe('Tanya Recommended Video Page');
  });

  it('names a Tanya video page', () => {
    expect(toPageName('/tanya/q-123/hitung-luas-lingkaran')).toBe('Tanya Video Page');
  });

  it('names Tanya topic and chapter pages, paginated or not', () => {
    expect(toPageName('/tanya/topic/10/matematika/persamaan-kuadrat')).toBe('Tanya Video Listing Page');
    expect(toPageName('/tanya/topic/10/matematika/persamaan-kuadrat/page/2')).toBe(
      'Tanya Video Listing Page',
    );
    expect(toPageName('/tanya/chapter/8/fisika/gerak')).toBe('Tanya Chapter Page');
  });

  it('recognises /tanya/section/… pages', () => {
    expect(toPageName('/tanya/section/populer/minggu-ini')).toBe('Tanya Section Page');
  });

  it('ignores the query and a trailing slash', () => {
    expect(toPageName('/tanya/?ref=ig')).toBe('Tanya Home Page');
  });

  it('returns the path itself for routes the table does not name', () => {
    expect(toPageName('/kebijakan-privasi')).toBe('/kebijakan-privasi');
    expect(toPageName('/tanya/questions')).toBe('/tanya/questions');
  });
});
