import { describe, expect, it } from 'vitest';
import { toClientNavigationTarget, toInPageTarget, toTanyaRouteKind } from './client-navigation-target.ts';

const HERE = 'https://cobelajar.id/tanya/topic/4/matematika/pecahan-senilai';

describe('toTanyaRouteKind', () => {
  it('knows the video page by its two segments after /tanya', () => {
    expect(toTanyaRouteKind('/tanya/54b42824-1746-4bad-942e-b5b94fc32086/tentukan-dua-pecahan')).toBe(
      'video',
    );
  });

  it.each([
    '/tanya',
    '/tanya/cari',
    '/tanya/questions/page/2',
    '/tanya/topic/4/matematika/pecahan-senilai',
    '/tanya/chapter/4/matematika/pecahan/page/2',
  ])('treats %s as a list page', (path) => {
    expect(toTanyaRouteKind(path)).toBe('list');
  });

  it('leaves pages outside Tanya alone', () => {
    expect(toTanyaRouteKind('/')).toBeNull();
    expect(toTanyaRouteKind('/bimbel')).toBeNull();
    expect(toTanyaRouteKind('/tanyajawab')).toBeNull();
  });
});

describe('toClientNavigationTarget', () => {
  it('turns a same-origin Tanya link into a path to push', () => {
    expect(toClientNavigationTarget({ href: '/tanya/questions/page/2' }, HERE)).toBe(
      '/tanya/questions/page/2',
    );
    expect(toClientNavigationTarget({ href: 'https://cobelajar.id/tanya/cari?q=pecahan' }, HERE)).toBe(
      '/tanya/cari?q=pecahan',
    );
    expect(toClientNavigationTarget({ href: '/tanya#kelas-4' }, HERE)).toBe('/tanya#kelas-4');
  });

  it('leaves other sites, other sections and fragments of this page to the browser', () => {
    expect(toClientNavigationTarget({ href: 'https://wa.me/6281100001000' }, HERE)).toBeNull();
    expect(toClientNavigationTarget({ href: '/bimbel' }, HERE)).toBeNull();
    expect(toClientNavigationTarget({ href: '#main' }, HERE)).toBeNull();
  });

  it('leaves new tabs, windows and downloads to the browser', () => {
    expect(toClientNavigationTarget({ href: '/tanya', target: '_blank' }, HERE)).toBeNull();
    expect(toClientNavigationTarget({ href: '/tanya', isAltClick: true }, HERE)).toBeNull();
    expect(toClientNavigationTarget({ href: '/tanya', hasDownload: true }, HERE)).toBeNull();
    expect(toClientNavigationTarget({ href: '/tanya', target: '_self' }, HERE)).toBe('/tanya');
  });
});

describe('toInPageTarget', () => {
  it('names the part of this page a link jumps to', () => {
    expect(toInPageTarget({ href: '#kelas-10' }, 'https://cobelajar.id/tanya')).toBe('kelas-10');
    expect(
      toInPageTarget(
        { href: 'https://cobelajar.id/tanya#kelas-10-fisika' },
        'https://cobelajar.id/tanya#kelas-4',
      ),
    ).toBe('kelas-10-fisika');
  });

  it('leaves links to other pages, empty fragments and new tabs alone', () => {
    expect(toInPageTarget({ href: '/tanya#kelas-10' }, HERE)).toBeNull();
    expect(toInPageTarget({ href: '#' }, 'https://cobelajar.id/tanya')).toBeNull();
    expect(toInPageTarget({ href: '#kelas-10', target: '_blank' }, 'https://cobelajar.id/tanya')).toBeNull();
    expect(toInPageTarget({ href: '/bimbel#faq' }, 'https://cobelajar.id/bimbel')).toBeNull();
  });
});
