import { css } from '@bimbel/styled-system/css';
import { avatar, menu } from '@bimbel/styled-system/recipes';

// The account corner's class names, computed on the server (decisions 045, 095): its client
// components import this module's types only, so Panda's style runtime stays out of every page's
// first download — the Tanya video page's included.

/**
 * `<html data-stored-session="logged-in">` (lib/session/session-attribute.ts), set before the first paint
 * from the stored session: what the header knows before the corner has drawn anything.
 */
export const LOGGED_IN_PAGE = 'html[data-stored-session=logged-in] &';

/**
 * One box for every state, as wide as what it will hold: empty until the session is read after
 * hydration, then 'Masuk', or the avatar (with the first name from the tablet width up, and
 * 'Keluar' on phones). The box is reserved from the first paint, so the header does not move when
 * the corner fills. Measured at 320–1280 px: 'Masuk' ≤ 80/96 px, the phone's avatar, chevron and
 * 'Keluar' 142 px, the trigger with a name cut at 8rem 204 px.
 */
const slotClass = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: '2',
  minW: { base: '20', tablet: '24' },
  minH: '10',
  flexShrink: 0,
  [LOGGED_IN_PAGE]: { minW: { base: '142px', tablet: '204px' } },
});

const loginClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minH: '10',
  px: { base: '4', tablet: '5' },
  borderRadius: 'full',
  borderWidth: '2px',
  borderColor: 'brand.700',
  bg: 'surface',
  color: 'brand.700',
  fontFamily: 'heading',
  fontWeight: 'semibold',
  fontSize: { base: 'sm', tablet: 'md' },
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  _hover: { bg: 'brand.50' },
  _focusVisible: { focusOutline: 'default' },
});

/** The first name beside the avatar: from the tablet width up, cut at 8rem. */
export const firstNameClass = css({
  maxW: '32',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  hideBelow: 'tablet',
});

/** 'Keluar' beside the avatar on phones (docs/product §2). */
export const logoutClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '10',
  px: '3',
  borderRadius: 'full',
  borderWidth: '0',
  bg: 'transparent',
  color: 'brand.700',
  fontFamily: 'heading',
  fontWeight: 'semibold',
  fontSize: 'sm',
  cursor: 'pointer',
  hideFrom: 'tablet',
  _hover: { bg: 'brand.50' },
  _focusVisible: { focusOutline: 'default' },
});

/** The avatar is drawn before the name, which comes first in the DOM (WCAG 2.5.3, profile-menu.tsx). */
export const avatarFirstClass = css({ order: '-1' });

const menuClasses = menu();

/** Every class of the account corner, for the app's corner and the stored-session one. */
export const accountCornerClasses = {
  slot: slotClass,
  login: loginClass,
  /** The closed profile menu's button as the ui DropdownMenu draws it. */
  trigger: menuClasses.trigger,
  chevron: menuClasses.chevron,
  firstName: firstNameClass,
  logout: logoutClass,
  avatar: avatar({ size: 'small' }),
  avatarFirst: avatarFirstClass,
};

export type AccountCornerClasses = typeof accountCornerClasses;
