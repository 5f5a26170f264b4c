import { accountCornerClasses } from './account-corner.styles.ts';
import { AccountCorner } from './account-corner.tsx';

/**
 * The account corner the header shows at its right end: 'Masuk', or the profile dropdown and
 * its dialogs (see AccountCorner). A server component only to compute the class names here:
 * Panda's style runtime then stays out of every visitor's first download.
 */
export function AccountArea() {
  return <AccountCorner classes={{ slot: accountCornerClasses.slot, login: accountCornerClasses.login }} />;
}
