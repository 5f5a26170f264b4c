import { accountCornerClasses } from './account-corner.styles.ts';
import { StoredAccountCorner } from './stored-account-corner.tsx';

/**
 * The account corner for a page outside the app-wide providers (the Tanya video page): the
 * stored-session corner with its class names computed here, on the server.
 */
export function StoredAccountArea() {
  return <StoredAccountCorner classes={accountCornerClasses} />;
}
