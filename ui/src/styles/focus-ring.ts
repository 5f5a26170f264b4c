/*
 * Every focus ring of the design system, in one place: what a keyboard user sees on the element
 * that has focus. The ring is a 3 px solid outline in brand blue (3.9:1 against white, 3.6:1
 * against canvas: WCAG 2.2 1.4.11), drawn 2 px outside the element so it hides neither the
 * element's border nor its text. Each variant changes one or two things of it, for a reason
 * given beside it. docs/decisions/063-styles-and-data-loading.md.
 *
 * How to use it:
 * - `css()` in site/ and ui/: the `focusOutline` utility (panda.config.ts), whose values are the
 *   names below — `_focusVisible: { focusOutline: 'tight' }`. Panda reads only literals in
 *   `css()` calls, so a style object imported from here would not reach the stylesheet.
 * - Recipes (evaluated with the config): spread the object —
 *   `_focusRing: { ...FOCUS_RINGS.default, outlineOffset: '3px' }` for a ring used once.
 */

/** The ring itself: 3 px solid brand blue, 2 px outside the element. */
const ring = { outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' } as const;

export const FOCUS_RINGS = {
  default: ring,
  /** 1 px outside, where 2 px would touch a neighbour: header links, breadcrumb, the player's seek buttons. */
  tight: { ...ring, outlineOffset: '1px' },
  /** Inside the element (−3 px): tabs and cards whose edge is clipped or shared with a neighbour. */
  inset: { ...ring, outlineOffset: '-3px' },
  /** Amber instead of blue, on the dark surfaces (the footer, the video player's controls). */
  onDark: { ...ring, outlineColor: 'accent.400' },
  /** The player's control bar buttons: amber and inside, the bar clips anything outside. */
  insetOnDark: { ...ring, outlineColor: 'accent.400', outlineOffset: '-3px' },
  /** White, on the brand-blue call to action of the video page. */
  onBrand: { ...ring, outlineColor: 'white' },
  /** Dark blue and tight, on the amber promo strip (brand.500 is too faint on amber). */
  onAccent: { ...ring, outlineColor: 'brand.700', outlineOffset: '1px' },
  /** The surface's own text colour, for the close cross that sits on modals (ink) and toasts (white). */
  currentColor: { ...ring, outlineColor: 'currentColor', outlineOffset: '1px' },
  /** A text field's ring: tight, and the field's border darkens with it. */
  field: { ...ring, outlineOffset: '1px', borderColor: 'brand.700' },
  /**
   * The offset left to the browser (Chromium draws links 1 px out, other elements flush): the
   * Tanya video page's light header and footer, its details toggle and the 404 page's links.
   */
  browserOffset: { outline: ring.outline, outlineColor: ring.outlineColor },
} as const satisfies Record<string, FocusRingStyle>;

export type FocusRingName = keyof typeof FOCUS_RINGS;

/** What a ring may set: the outline, and for fields the border beside it. */
export type FocusRingStyle = {
  outline: string;
  outlineColor: string;
  outlineOffset?: string;
  borderColor?: string;
};
