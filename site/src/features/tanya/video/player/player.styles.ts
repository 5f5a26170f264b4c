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

/** The control bar's height: a seek row over a row of 44 px buttons. */
const CONTROL_BAR_HEIGHT = '84px';

export const PLAYER_CLASSES = {
  // The picture, the caption strip and the control bar, one under the other: nothing is drawn
  // over the slide, whose working and boxed answer fill it to its bottom edge (decision 095).
  root: css({
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxWidth: 'reading',
    marginInline: 'auto',
    background: '#0d1117',
    borderRadius: { base: 'md', tablet: 'lg' },
    overflow: 'hidden',
    color: 'white',
    '&[data-controls-hidden]': { cursor: 'none' },
    '&:fullscreen': { maxWidth: 'none', borderRadius: 0, justifyContent: 'center' },
  }),
  // The video's own shape (`--video-aspect`, its width / height): no stretching, no bars.
  frame: css({
    position: 'relative',
    width: '100%',
    aspectRatio: 'var(--video-aspect, 16 / 9)',
    background: 'black',
    ':fullscreen > &': { flex: '1', minHeight: 0, aspectRatio: 'auto' },
  }),
  video: css({
    display: 'block',
    width: '100%',
    height: '100%',
    objectFit: 'contain',
    background: 'black',
    // The caption strip shows the words; the browser's own drawing of the showing track is made
    // invisible once the player runs (without JavaScript the native captions stay).
    '[data-enhanced] &': {
      '&::cue': { color: 'transparent', background: 'transparent', textShadow: 'none' },
      '&::-webkit-media-text-track-container': { visibility: 'hidden' },
    },
  }),
  // Before the first play, on the poster: centred in the poster's bottom-right area that the Tanya
  // pipeline keeps free of text (x 70–100 %, y 55–100 %), so it never covers the question.
  bigPlay: css({
    position: 'absolute',
    left: '85%',
    top: '77.5%',
    transform: 'translate(-50%, -50%)',
    width: { base: '12', tablet: '16' },
    height: { base: '12', tablet: '16' },
    display: 'none',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: 'full',
    background: 'rgba(29, 67, 196, 0.94)',
    boxShadow: '0 0 0 3px rgba(255, 255, 255, 0.9)',
    pointerEvents: 'none',
    '[data-poster][data-paused] &': { display: 'flex' },
    '& svg': { width: '55%', height: '55%', fill: 'white', marginInlineStart: '6%' },
  }),
  // White on near-black at 15–17 px: readable on a 360 px phone (contrast 17:1).
  captions: css({
    display: 'grid',
    paddingInline: { base: '3', tablet: '4' },
    paddingBlock: '2',
    fontSize: { base: '15px', tablet: '17px' },
    lineHeight: '1.45',
    textAlign: 'center',
    textWrap: 'balance',
    '& > p': { gridArea: '1 / 1', margin: 0, visibility: 'hidden' },
    '& > p[data-active]': { visibility: 'visible' },
  }),
  controls: css({
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'flex-end',
    minHeight: CONTROL_BAR_HEIGHT,
    paddingInline: { base: '1', tablet: '2' },
    paddingBottom: '1',
    paddingTop: '1',
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
