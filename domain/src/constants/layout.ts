/* Layout sizes of docs/product §9, in CSS pixels unless the value carries its own unit. */

/** Toast: 40px from the top, centred; 80vw wide (50vw from the tablet breakpoint), never over 85vw. */
export const TOAST_TOP_OFFSET_PX = 40;
export const TOAST_WIDTH = '80vw';
export const TOAST_WIDTH_TABLET = '50vw';
export const TOAST_MAX_WIDTH = '85vw';

/** Modal widths by size name. */
export const MODAL_WIDTHS = {
  normal: 540,
  wide: 900,
  narrow: 480,
  tiny: 360,
  extraWide: 1050,
} as const;

export type ModalWidth = keyof typeof MODAL_WIDTHS;

/** Minimum viewport widths of the tablet and laptop layouts. */
export const BREAKPOINTS = {
  tablet: 768,
  laptop: 1200,
} as const;

/** Page content width. */
export const CONTAINER_WIDTH_PX = 1180;
/** Header height; sticky content offsets by it. */
export const HEADER_HEIGHT_PX = 65;
/** Width of the FAQ column and of the video player. */
export const CONTENT_PLAYER_WIDTH_PX = 780;

/** Root font size that rem units are based on. */
export const BASE_FONT_SIZE_PX = 16;

/** Poppins for headings, Overpass for body text. */
export const FONT_FAMILIES = {
  heading: 'Poppins',
  body: 'Overpass',
} as const;
