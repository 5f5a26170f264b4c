import { IMAGE_DEFAULT_QUALITY, IMAGE_DEVICE_WIDTHS, IMAGE_SIZES } from '@bimbel/domain/constants/images';

/** Turns a source and a wanted width into the URL the browser fetches. */
export type ImageLoader = (params: { src: string; width: number; quality: number }) => string;

/**
 * The image optimiser of docs/product §7: `/_next/image?url=<encoded src>&w=<width>&q=<quality>`.
 *
 * @example
 * defaultImageLoader({ src: '/img/guru.png', width: 640, quality: 75 }); // '/_next/image?url=%2Fimg%2Fguru.png&w=640&q=75'
 */
export const defaultImageLoader: ImageLoader = ({ src, width, quality }) =>
  `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${quality}`;

/** Serves the source as it is: SVGs, already-sized assets, anything that must not be resized. */
export const passthroughLoader: ImageLoader = ({ src }) => src;

/** Every width the optimiser is asked for (docs/product §9), small icon sizes first. */
export const ALL_IMAGE_WIDTHS: readonly number[] = [...IMAGE_SIZES, ...IMAGE_DEVICE_WIDTHS].sort(
  (a, b) => a - b,
);

const VIEWPORT_PERCENT = /(^|\s)(1?\d?\d)vw/g;

const LARGEST_WIDTH = ALL_IMAGE_WIDTHS[ALL_IMAGE_WIDTHS.length - 1] ?? 3840;
const fit = (wanted: number) => ALL_IMAGE_WIDTHS.find((candidate) => candidate >= wanted) ?? LARGEST_WIDTH;

/** An SVG (by its path's ending) scales by itself: it is never sent to the optimiser. */
const isSvg = (src: string) => /\.svg$/i.test(src.split(/[?#]/)[0] ?? '');

function pickWidths(width: number, sizes: string | undefined): { widths: number[]; descriptor: 'w' | 'x' } {
  if (sizes !== undefined) {
    // A `sizes` of '50vw' never needs a candidate narrower than half the narrowest phone.
    const percents = [...sizes.matchAll(VIEWPORT_PERCENT)].map((match) => Number(match[2]));
    const smallestRatio = percents.length > 0 ? Math.min(...percents) / 100 : 0;
    const narrowest = IMAGE_DEVICE_WIDTHS[0] * smallestRatio;
    // The optimiser never enlarges: past the first width that holds the whole picture, every
    // candidate would be the same pixels under another URL (decision 087).
    const widest = fit(width);
    return {
      widths: ALL_IMAGE_WIDTHS.filter(
        (candidate) => candidate >= Math.min(narrowest, widest) && candidate <= widest,
      ),
      descriptor: 'w',
    };
  }
  // A fixed-size image needs its own width for 1x screens and double for 2x screens.
  return { widths: [...new Set([fit(width), fit(width * 2)])], descriptor: 'x' };
}

export type ImageSourcesInput = {
  src: string;
  /** Intrinsic (or displayed, for fixed-size images) width in CSS pixels. */
  width: number;
  /** The `sizes` attribute; when given the image is responsive and gets `w` descriptors. */
  sizes?: string;
  quality?: number;
  loader?: ImageLoader;
};

/**
 * Builds `src` and `srcSet` for an `<img>`: with `sizes`, one candidate per docs/product §9 width
 * (`w` descriptors); without, the next allowed widths for 1x and 2x screens (`x` descriptors).
 * Candidates stop at the first width that holds the whole picture (the optimiser never enlarges).
 * `data:`, `blob:` and `.svg` sources are never sent to the optimiser, and when every candidate is the
 * same URL (a pass-through loader) no srcset is given at all.
 *
 * @example
 * buildImageSources({ src: '/a.png', width: 48 });
 * // { src: '/_next/image?url=%2Fa.png&w=96&q=75', srcSet: '/_next/image?url=%2Fa.png&w=48&q=75 1x, /_next/image?url=%2Fa.png&w=96&q=75 2x' }
 */
export function buildImageSources({
  src,
  width,
  sizes,
  quality = IMAGE_DEFAULT_QUALITY,
  loader = defaultImageLoader,
}: ImageSourcesInput): { src: string; srcSet: string | undefined } {
  const load = src.startsWith('data:') || src.startsWith('blob:') || isSvg(src) ? passthroughLoader : loader;
  const { widths, descriptor } = pickWidths(width, sizes);
  const candidates = widths.map((candidate, index) => ({
    url: load({ src, width: candidate, quality }),
    label: descriptor === 'w' ? `${candidate}w` : `${index + 1}x`,
  }));
  const last = candidates[candidates.length - 1];
  const fallback = last?.url ?? load({ src, width, quality });
  const allSame = candidates.every((candidate) => candidate.url === fallback);
  return {
    src: fallback,
    srcSet: allSame ? undefined : candidates.map(({ url, label }) => `${url} ${label}`).join(', '),
  };
}
