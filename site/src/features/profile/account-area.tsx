import { css } from '@bimbel/styled-system/css';
import { AccountCorner } from './account-corner.tsx';

// One box for every state, so the header does not jump when the session becomes known.
const slotClass = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: '2',
  minW: { base: '20', tablet: '24' },
  minH: '10',
  flexShrink: 0,
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

/**
 * The account corner the header shows at its right end: 'Masuk', or the profile dropdown and
 * its dialogs (see AccountCorner). A server component only to compute the class names here:
 * Panda's style runtime then stays out of every visitor's first download.
 */
export function AccountArea() {
  return <AccountCorner classes={{ slot: slotClass, login: loginClass }} />;
}
