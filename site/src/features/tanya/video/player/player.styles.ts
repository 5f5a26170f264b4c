import { css } from '@bimbel/styled-system/css';

/*
 * The player's class names, computed here on the server and handed to the client component as
 * a prop: importing Panda's `css()` into a client module would ship its runtime (≈ 5.5 KB gzip)
 * to a page whose whole client budget above React is about 10 KB (docs/decisions/056-video-player-custom-controls.md).
 * States are data attributes on the root (`data-controls-hidden`, `data-paused`), styled from here.
 */

const controlButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: '11',
  height: '11',
  paddingInline: '2',
  border: 'none',
  borderRadius: 'md',
  background: 'transparent',
  color: 'white',
  fontFamily: 'body',
  fontWeight: 'bold',
  fontSize: 'sm',
  cursor: 'pointer',
  _hover: { background: 'rgba(255, 255, 255, 0.18)' },
  _focusVisible: { focusOutline: 'insetOnDark' },
  '&[aria-pressed=true]': { color: 'accent.400' },
  '& svg': { width: '6', height: '6', fill: 'currentColor' },
});

export const PLAYER_CLASSES = {
  root: css({
    position: 'relative',
    width: '100%',
    maxWidth: 'reading',
    marginInline: 'auto',
    background: 'black',
    borderRadius: { base: 'md', tablet: 'lg' },
    overflow: 'hidden',
    color: 'white',
    '&[data-controls-hidden]': { cursor: 'none' },
    '&:fullscreen': { maxWidth: 'none', borderRadius: 0, display: 'flex', alignItems: 'center' },
  }),
  frame: css({
    position: 'relative',
    width: '100%',
    aspectRatio: '16 / 9',
    '&:fullscreen, :fullscreen > &': { height: '100%', aspectRatio: 'auto' },
  }),
  video: css({
    display: 'block',
    width: '100%',
    height: '100%',
    objectFit: 'contain',
    background: 'black',
    // Captions rise above the control bar while it shows (Chromium and Safari).
    '&::-webkit-media-text-track-container': { transition: 'transform 0.2s' },
    '[data-controls-visible] &': { '&::-webkit-media-text-track-container': { transform: 'translateY(-84px)' } },
  }),
  bigPlay: css({
    position: 'absolute',
    insetInline: 0,
    marginInline: 'auto',
    // Centred in the part of the picture the control bar (84 px) leaves free.
    top: 'max(8px, calc((100% - 84px) / 2 - 28px))',
    width: '14',
    height: '14',
    display: 'none',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: 'full',
    background: 'rgba(29, 67, 196, 0.92)',
    pointerEvents: 'none',
    '[data-paused] &': { display: 'flex' },
    '& svg': { width: '7', height: '7', fill: 'white', marginInlineStart: '1' },
  }),
  controls: css({
    position: 'absolute',
    insetInline: 0,
    bottom: 0,
    display: 'flex',
    flexDirection: 'column',
    paddingInline: { base: '1', tablet: '2' },
    paddingBottom: '1',
    paddingTop: '3',
    backgroundImage: 'linear-gradient(to top, rgba(0, 0, 0, 0.85), rgba(0, 0, 0, 0.55) 60%, transparent)',
    transition: 'opacity 0.2s',
    '[data-controls-hidden] &': { opacity: 0 },
  }),
  seekRow: css({ display: 'flex', alignItems: 'center', gap: '2', paddingInline: '2' }),
  seek: css({
    flex: '1',
    minWidth: 0,
    height: '6',
    margin: 0,
    background: 'transparent',
    accentColor: 'var(--colors-accent-400)',
    cursor: 'pointer',
    _focusVisible: { focusOutline: 'onDark', borderRadius: 'sm' },
  }),
  time: css({ flexShrink: 0, fontSize: 'sm', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }),
  buttonRow: css({ display: 'flex', alignItems: 'center', gap: { base: '0', tablet: '1' } }),
  spacer: css({ flex: '1' }),
  button: controlButton,
  error: css({
    position: 'absolute',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '3',
    padding: '4',
    textAlign: 'center',
    background: 'rgba(0, 0, 0, 0.85)',
    fontSize: 'sm',
  }),
  retry: css({
    minHeight: '11',
    paddingInline: '4',
    border: 'none',
    borderRadius: 'md',
    background: 'white',
    color: 'brand.700',
    fontWeight: 'bold',
    cursor: 'pointer',
    _focusVisible: { focusOutline: 'onDark' },
  }),
} as const;

export type PlayerClasses = typeof PLAYER_CLASSES;
