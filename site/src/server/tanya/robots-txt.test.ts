import { describe, expect, it } from 'vitest';
import { buildRobotsTxt } from './robots-txt.ts';

describe('buildRobotsTxt', () => {
  const robots = buildRobotsTxt('https://cobelajar.id');

  it('allows everything and points to the sitemap index on the public origin', () => {
    expect(robots.startsWith('User-agent: *\nAllow: /\n')).toBe(true);
    expect(robots).toContain('\nSitemap: https://cobelajar.id/sitemap.xml\n');
  });

  it.each(['/bimbel/user', '/user/', '/paket/user/', '/api/', '/payment/', '/tanya/cari', '/guru/'])(
    'keeps crawlers out of %s',
    (path) => {
      expect(robots.split('\n')).toContain(`Disallow: ${path}`);
    },
  );

  it('never disallows the public Tanya pages', () => {
    const disallowed = robots
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    for (const publicPath of [
      '/tanya',
      '/tanya/questions/page/1',
      '/tanya/topic/5/matematika/pecahan',
      '/',
      '/gurujuara',
      '/jadwal',
    ]) {
      expect(disallowed.some((prefix) => publicPath.startsWith(prefix))).toBe(false);
    }
  });
});
