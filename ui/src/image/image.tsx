import { image, type ImageVariantProps } from '@bimbel/styled-system/recipes';
import type { Ref, SyntheticEvent } from 'react';
import { buildImageSources, type ImageLoader } from './image-srcset.ts';

// For pictures that cannot take a srcset (a video poster): the package exports .tsx files only.
export { defaultImageLoader, passthroughLoader } from './image-srcset.ts';

export type ImageProps = ImageVariantProps & {
  src: string;
  /** Required: describe the picture, or '' when the text next to it already says it all. */
  alt: string;
  /** Intrinsic width in CSS pixels; with `height` it reserves the box so nothing shifts. */
  width: number;
  height: number;
  /** The `sizes` attribute; give it for images whose width follows the layout. */
  sizes?: string;
  /** Optimiser quality, 1–100; docs/product §9's 75 by default. */
  quality?: number;
  /** Above-the-fold images (the LCP): eager loading and high fetch priority. */
  priority?: boolean;
  /** Builds each candidate URL; the docs/product §7 optimiser by default, `passthroughLoader` to skip it. */
  loader?: ImageLoader;
  onError?: (event: SyntheticEvent<HTMLImageElement>) => void;
  onLoad?: (event: SyntheticEvent<HTMLImageElement>) => void;
  ref?: Ref<HTMLImageElement>;
  className?: string;
};

/**
 * An `<img>` with a srcset over docs/product §9's widths, lazy by default and decoded off the main thread,
 * so a low-end phone downloads only the pixels it shows. Not a client component: it renders on the
 * server as plain HTML.
 *
 * @example
 * <Image src="/img/kelas.jpg" alt="Kelas live Matematika" width={1200} height={675} sizes="(min-width: 768px) 50vw, 100vw" />
 * <Image src={logoUrl} alt="" width={120} height={30} loader={passthroughLoader} priority />
 */
export function Image({
  src,
  width,
  height,
  sizes,
  quality,
  priority = false,
  loader,
  fit,
  className,
  ...rest
}: ImageProps) {
  const sources = buildImageSources({ src, width, sizes, quality, loader });
  return (
    <img
      {...rest}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      width={width}
      height={height}
      sizes={sources.srcSet ? sizes : undefined}
      srcSet={sources.srcSet}
      src={sources.src}
      className={[image({ fit }), className].filter(Boolean).join(' ')}
    />
  );
}
