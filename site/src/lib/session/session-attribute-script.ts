import { SESSION_USER_DATA_KEY } from '@bimbel/domain/constants/storage-keys';
import { SESSION_ATTRIBUTE } from './session-attribute.ts';

// Server only (the root layout): the client modules that keep the mark load session-attribute.ts alone.

/**
 * The inline script in every page's head (`_root.tsx`, nonced like every inline script, decision
 * 068): marks `<html>` from `USER_DATA` (stored-session.ts's shape, the one field that matters)
 * before anything paints. Unreadable storage counts as no session.
 */
export const MARK_STORED_SESSION_SCRIPT = `try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(
  SESSION_USER_DATA_KEY,
)})||"null");document.documentElement.setAttribute("${SESSION_ATTRIBUTE}",s&&s.primary_user&&typeof s.primary_user.id=="string"?"logged-in":"anonymous")}catch(e){}`;
