import { defineSlotRecipe } from '@pandacss/dev';
import { FOCUS_RINGS } from '../styles/focus-ring.ts';

export const videoCardRecipe = defineSlotRecipe({
  className: 'video-card',
  description:
    'A video in a list: thumbnail with its duration, title linking to the video page, byline, verified badge.',
  slots: ['root', 'media', 'duration', 'body', 'title', 'byline', 'link'],
  base: {
    root: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      minWidth: '0',
      bg: 'surface',
      color: 'ink',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'line',
      borderRadius: 'xl',
      overflow: 'hidden',
    },
    media: {
      position: 'relative',
      // The thumbnail comes first on screen but after the title in reading order: a screen reader
      // hears the title, then the duration.
      order: '-1',
      aspectRatio: '16 / 9',
      bg: 'brand.50',
      '& img': { width: '100%', height: '100%', objectFit: 'cover' },
    },
    duration: {
      position: 'absolute',
      right: '2',
      bottom: '2',
      px: '1.5',
      borderRadius: 'md',
      bg: 'ink',
      color: 'white',
      fontSize: 'xs',
      fontWeight: 'semibold',
      lineHeight: '1.6',
      fontVariantNumeric: 'tabular-nums',
    },
    body: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2', p: '3' },
    // 1.5 × 16 px makes even a one-line link 24 px tall (WCAG 2.5.8) where the card box is not counted.
    title: {
      alignSelf: 'stretch',
      fontFamily: 'heading',
      fontSize: 'md',
      fontWeight: 'semibold',
      lineHeight: '1.5',
      overflowWrap: 'anywhere',
    },
    byline: { fontSize: 'sm', color: 'muted', lineHeight: '1.4' },
    link: {
      display: 'block',
      color: 'inherit',
      textDecoration: 'none',
      outline: 'none',
      // The link's box covers the whole card, so the thumbnail is clickable too and the target is large.
      // zIndex lifts it over the thumbnail, which is positioned and later in the DOM.
      _after: { content: '""', position: 'absolute', inset: '0', zIndex: '1', borderRadius: 'xl' },
      _hover: { color: 'brand.700', textDecoration: 'underline' },
      _focusRing: { _after: FOCUS_RINGS.inset },
    },
  },
});
