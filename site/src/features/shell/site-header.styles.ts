import { css, cva } from '@bimbel/styled-system/css';

// The header's styles, apart from its behaviour (site-header-view.tsx). Below the laptop
// breakpoint the menu folds into the burger panel; below tablet the WhatsApp button moves
// into the panel too.
//
// Only server components import this module: they pass the finished class names to the
// client components as `headerClasses`, so Panda's css() runtime (~6 KB gzip) stays out of
// the JS every page loads. Client files may import its types only.

const headerClass = css({
  position: 'relative',
  zIndex: 'header',
  bg: 'surface',
  borderBottomWidth: '1px',
  borderColor: 'line',
});

const barClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: { base: '2', tablet: '4', laptop: '3' },
  height: 'header',
  maxW: 'container',
  mx: 'auto',
  px: { base: '3', tablet: '4' },
});

// Below 360 px wide the wordmark leaves room for the account corner: the mark alone shows (the
// svg keeps its size and its name, 'CoBelajar'; the link clips the word). From 360 px it may still
// clip the end of the word when the bar is short of room (below).
const logoClass = css({
  width: { base: '100px', tablet: '120px' },
  // On a phone the wordmark gives way first: with the system font (the brand fonts load with
  // `font-display: optional`, so a slow first visit keeps it) 'Download' and 'Masuk' are wider,
  // and the bar clipped the end of the word instead of scrolling 9 px sideways at 360 px.
  '@media (max-width: 767.98px)': {
    flexShrink: 1,
    minWidth: '28px',
    overflow: 'hidden',
    '& svg': { width: '100px', maxWidth: 'none', flexShrink: 0 },
  },
  '@media (max-width: 359.98px)': {
    width: '28px',
    overflow: 'hidden',
    // flexShrink 0: the link is a flex box, and the svg would shrink to 28 px as a whole (a tiny
    // unreadable wordmark) instead of being clipped to its mark.
    '& svg': { width: '100px', maxWidth: 'none', flexShrink: 0 },
  },
});

// Logged in on a phone, the bar holds the avatar and 'Keluar' (docs/product §2), so 'Download'
// moves from the bar into the burger panel: nothing scrolls sideways at 320–360 px (WCAG 1.4.10).
// `<html data-stored-session>` says who is there from before the first paint (lib/session/session-attribute.ts),
// so the bar is laid out once: nothing moves when the account corner fills after hydration.
// A literal here: Panda reads the selector statically from this file.
const LOGGED_IN_HEADER = 'html[data-stored-session=logged-in] &';

const desktopNavClass = css({
  display: { base: 'none', laptop: 'block' },
  flex: '1',
  minW: '0',
});

const navListClass = css({
  display: 'flex',
  flexDirection: { base: 'column', laptop: 'row' },
  alignItems: { laptop: 'center' },
  gap: { base: '1', laptop: '1' },
  listStyle: 'none',
  m: '0',
  p: '0',
});

const navLinkClass = css({
  display: 'flex',
  alignItems: 'center',
  minH: { base: '11', laptop: '10' },
  px: { base: '3', laptop: '2.5' },
  borderRadius: 'md',
  color: 'ink',
  fontFamily: 'heading',
  fontWeight: 'semibold',
  fontSize: { base: 'md', laptop: 'sm' },
  // When the account area is wide, a long label wraps instead of running under the buttons.
  lineHeight: '1.2',
  textAlign: { laptop: 'center' },
  textDecoration: 'none',
  outline: 'none',
  _hover: { bg: 'brand.50', color: 'brand.800' },
  _focusVisible: { focusOutline: 'tight' },
  '&[aria-current=page]': { color: 'brand.700', boxShadow: 'inset 0 -3px 0 token(colors.brand.700)' },
});

const actionsClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  ml: 'auto',
  flexShrink: 0,
});

/**
 * The bar's link-buttons. `placement` decides where each shows: always, from the tablet width
 * (the WhatsApp button, in the panel below it), on phones only (Download on pages that do not
 * need it on wide screens), or inside the burger panel below the tablet width.
 */
const headerButton = cva({
  base: {
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    minH: '10',
    px: '3',
    borderRadius: 'full',
    borderWidth: '2px',
    borderStyle: 'solid',
    fontFamily: 'heading',
    fontWeight: 'semibold',
    fontSize: 'sm',
    lineHeight: '1.2',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    outline: 'none',
    _focusVisible: { focusOutline: 'default' },
  },
  variants: {
    tone: {
      whatsapp: {
        bg: 'whatsapp',
        borderColor: 'whatsapp',
        color: 'white',
        _hover: { bg: '#086330', borderColor: '#086330' },
      },
      download: {
        bg: 'surface',
        borderColor: 'brand.700',
        color: 'brand.700',
        _hover: { bg: 'brand.50' },
        // Phones need the room for the account area: the word alone says it.
        '& > svg': { display: { base: 'none', tablet: 'block' } },
      },
    },
    placement: {
      always: {
        display: 'inline-flex',
        // Used where the menu is hidden (checkout and payment pages): no burger panel takes the
        // button on a phone, so there it keeps its icon and its words stay for screen readers —
        // the bar then fits 320–360 px beside the account corner (WCAG 1.4.10).
        minW: '10',
        px: { base: '2', tablet: '3' },
        '& > span': {
          position: { base: 'absolute', tablet: 'static' },
          width: { base: '1px', tablet: 'auto' },
          height: { base: '1px', tablet: 'auto' },
          overflow: { base: 'hidden', tablet: 'visible' },
          clipPath: { base: 'inset(50%)', tablet: 'none' },
        },
      },
      fromTablet: { display: { base: 'none', tablet: 'inline-flex' } },
      phoneOnly: {
        display: { base: 'inline-flex', tablet: 'none' },
        [LOGGED_IN_HEADER]: { display: 'none' },
      },
      /** Download on pages that show it on every width: in the panel on a logged-in phone. */
      alwaysUnlessLoggedInPhone: {
        display: 'inline-flex',
        [LOGGED_IN_HEADER]: { display: { base: 'none', tablet: 'inline-flex' } },
      },
      /** In the burger panel, only for a logged-in phone (where the bar has no room for it). */
      loggedInPanel: {
        display: 'none',
        mt: '3',
        minH: '11',
        fontSize: 'md',
        [LOGGED_IN_HEADER]: { display: { base: 'flex', tablet: 'none' } },
      },
      panel: { display: { base: 'flex', tablet: 'none' }, mt: '3', minH: '11', fontSize: 'md' },
    },
  },
  defaultVariants: { tone: 'whatsapp', placement: 'always' },
});

const burgerClass = css({
  display: { base: 'inline-flex', laptop: 'none' },
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '10',
  height: '10',
  borderRadius: 'md',
  borderWidth: '0',
  bg: 'transparent',
  color: 'ink',
  cursor: 'pointer',
  outline: 'none',
  _hover: { bg: 'brand.50' },
  _focusVisible: { focusOutline: 'tight' },
  '&[aria-expanded=true]': { bg: 'brand.50', color: 'brand.800' },
});

const panelClass = css({
  display: 'none',
  position: 'absolute',
  top: '100%',
  left: '0',
  right: '0',
  bg: 'surface',
  borderBottomWidth: '1px',
  borderColor: 'line',
  boxShadow: '0 12px 24px rgba(27, 35, 51, 0.12)',
  px: { base: '3', tablet: '4' },
  pt: '2',
  pb: '4',
  '&[data-open=true]': { display: { base: 'block', laptop: 'none' } },
});

/** Every class the header's client components use, computed once on the server. */
export const headerClasses = {
  header: headerClass,
  bar: barClass,
  logo: logoClass,
  desktopNav: desktopNavClass,
  navList: navListClass,
  navLink: navLinkClass,
  actions: actionsClass,
  burger: burgerClass,
  panel: panelClass,
  whatsapp: {
    always: headerButton({ tone: 'whatsapp', placement: 'always' }),
    fromTablet: headerButton({ tone: 'whatsapp', placement: 'fromTablet' }),
    panel: headerButton({ tone: 'whatsapp', placement: 'panel' }),
  },
  download: {
    always: headerButton({ tone: 'download', placement: 'alwaysUnlessLoggedInPhone' }),
    phoneOnly: headerButton({ tone: 'download', placement: 'phoneOnly' }),
    panel: headerButton({ tone: 'download', placement: 'loggedInPanel' }),
  },
};

export type HeaderClasses = typeof headerClasses;
