import { IMAGE_DEVICE_WIDTHS, IMAGE_SIZES } from '@bimbel/domain/constants/images';
import { describe, expect, it } from 'vitest';
import { buildImageSources, defaultImageLoader, passthroughLoader } from './image-srcset.ts';

// Pure logic; it sits in the ui browser project because that project runs ui/ tests.
const widthsOf = (srcSet: string | undefined) =>
  (srcSet ?? '').split(', ').map((candidate) => Number(/&w=(\d+)&/.exec(candidate)?.[1]));

describe('defaultImageLoader', () => {
  it('builds the optimiser URL of docs/product §7 with the source encoded', () => {
    expect(defaultImageLoader({ src: '/img/guru juara.png?v=2', width: 640, quality: 75 })).toBe(
      '/_next/image?url=%2Fimg%2Fguru%20juara.png%3Fv%3D2&w=640&q=75',
    );
  });
});

describe('passthroughLoader', () => {
  it('returns the source unchanged', () => {
    expect(passthroughLoader({ src: '/logo.svg', width: 640, quality: 75 })).toBe('/logo.svg');
  });
});

describe('buildImageSources', () => {
  it('offers every docs/product §9 width, in w descriptors, when sizes is in pixels', () => {
    const { srcSet } = buildImageSources({ src: '/a.jpg', width: 3840, sizes: '48px' });
    expect(widthsOf(srcSet)).toEqual([...IMAGE_SIZES, ...IMAGE_DEVICE_WIDTHS].sort((a, b) => a - b));
    expect(srcSet).toContain('/_next/image?url=%2Fa.jpg&w=16&q=75 16w');
    expect(srcSet).toContain('/_next/image?url=%2Fa.jpg&w=3840&q=75 3840w');
  });

  it('stops at the first width that holds the whole picture: the optimiser never enlarges', () => {
    const { srcSet } = buildImageSources({ src: '/a.jpg', width: 288, sizes: '48px' });
    expect(widthsOf(srcSet)).toEqual([16, 32, 48, 64, 96, 128, 256, 320]);
    expect(buildImageSources({ src: '/a.jpg', width: 100, sizes: '100vw' })).toEqual({
      src: '/_next/image?url=%2Fa.jpg&w=128&q=75',
      srcSet: undefined,
    });
  });

  it('offers a full-width image the device widths and no icon sizes below the narrowest phone', () => {
    const { srcSet } = buildImageSources({ src: '/a.jpg', width: 3840, sizes: '100vw' });
    expect(widthsOf(srcSet)).toEqual([320, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840]);
    expect(widthsOf(buildImageSources({ src: '/a.jpg', width: 1200, sizes: '100vw' }).srcSet)).toEqual([
      320, 384, 640, 750, 828, 1080, 1200,
    ]);
  });

  it('drops candidates narrower than the smallest viewport share of the narrowest phone', () => {
    const { srcSet } = buildImageSources({
      src: '/a.jpg',
      width: 1200,
      sizes: '(min-width: 768px) 50vw, 100vw',
    });
    // Half of 320 is 160: 128 and below can never be chosen.
    expect(widthsOf(srcSet)[0]).toBe(256);
  });

  it('gives a fixed-size image its next allowed width at 1x and 2x', () => {
    expect(buildImageSources({ src: '/a.png', width: 48 })).toEqual({
      src: '/_next/image?url=%2Fa.png&w=96&q=75',
      srcSet: '/_next/image?url=%2Fa.png&w=48&q=75 1x, /_next/image?url=%2Fa.png&w=96&q=75 2x',
    });
    expect(widthsOf(buildImageSources({ src: '/a.png', width: 100 }).srcSet)).toEqual([128, 256]);
  });

  it('caps at the largest width, with no srcset when that leaves one candidate', () => {
    expect(buildImageSources({ src: '/a.png', width: 3000 })).toEqual({
      src: '/_next/image?url=%2Fa.png&w=3840&q=75',
      srcSet: undefined,
    });
  });

  it('asks for quality 75 by default and for the given quality otherwise', () => {
    expect(buildImageSources({ src: '/a.png', width: 48 }).src).toContain('&q=75');
    expect(buildImageSources({ src: '/a.png', width: 48, quality: 40 }).src).toContain('&q=40');
  });

  it('gives no srcset when every candidate is the same URL', () => {
    expect(
      buildImageSources({ src: '/logo.svg', width: 120, sizes: '120px', loader: passthroughLoader }),
    ).toEqual({
      src: '/logo.svg',
      srcSet: undefined,
    });
  });

  it('never sends an SVG to the optimiser', () => {
    expect(buildImageSources({ src: '/images/a.svg?v=1', width: 640, sizes: '100vw' })).toEqual({
      src: '/images/a.svg?v=1',
      srcSet: undefined,
    });
  });

  it('never sends data: or blob: sources to the optimiser', () => {
    const inline = 'data:image/svg+xml,%3Csvg%2F%3E';
    expect(buildImageSources({ src: inline, width: 48 })).toEqual({ src: inline, srcSet: undefined });
    expect(buildImageSources({ src: 'blob:https://x/1', width: 48 }).src).toBe('blob:https://x/1');
  });
});
