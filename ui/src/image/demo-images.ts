import type { ImageLoader } from './image-srcset.ts';

/*
 * Offline pictures for stories and tests: the catalogue and the browser tests have no image
 * optimiser behind /_next/image, and must not depend on the network.
 */

const toDataUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/**
 * A placeholder picture. Each width gets its own URL so stories keep a real srcset, but Chromium
 * does not choose among `data:` candidates, so the picture shown says nothing about the pick.
 */
export const demoImageLoader: ImageLoader = ({ width, quality }) =>
  toDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90" data-width="${width}" data-quality="${quality}">` +
      `<rect width="160" height="90" fill="#dbe6fe"/><circle cx="80" cy="45" r="16" fill="#bfd3fe"/>` +
      `<path d="M74 37v16l13-8z" fill="#1e3a9e"/></svg>`,
  );

/** A square portrait placeholder for avatars. */
export const DEMO_PORTRAIT = toDataUri(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#bfd3fe"/>` +
    `<circle cx="48" cy="38" r="18" fill="#1e3a9e"/><path d="M14 96c4-22 18-32 34-32s30 10 34 32z" fill="#1e3a9e"/></svg>`,
);

/** A source that never decodes, to show what happens when a picture fails. */
export const BROKEN_IMAGE = 'data:image/png;base64,AAAA';
