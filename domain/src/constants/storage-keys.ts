/*
 * Every browser storage key and cookie name, in one place (docs/product §9; house style: never
 * string literals in components). docs/product names the session key only; the other names are
 * ours. Changing any of them logs every user out or resets their choices.
 */

/** sessionStorage key holding the session user data (see session/session-user-data.ts). */
export const SESSION_USER_DATA_KEY = 'USER_DATA';

/** Cookie holding the main (primary user's) auth token. */
export const AUTH_COOKIE_NAME = 'bimbel_auth';
/** Cookie holding the selected student's auth token. */
export const STUDENT_AUTH_COOKIE_NAME = 'bimbel_student_auth';
/** Cookie holding the parent's auth token. */
export const PARENT_AUTH_COOKIE_NAME = 'bimbel_parent_auth';
/** Cookie holding the refresh token (HttpOnly; only the /api/auth calls read it). */
export const REFRESH_COOKIE_NAME = 'bimbel_refresh';
/** The refresh cookie's path: only the auth calls receive it (issue 13, decision 068). */
export const REFRESH_COOKIE_PATH = '/api/auth';
/**
 * Cookie saying "a refresh cookie exists" (value `1`, no secret), at path /: private pages read
 * it to send a visitor with an expired access token to /auth-redirect rather than to /login.
 */
export const SESSION_HINT_COOKIE_NAME = 'bimbel_session';
/** Cookie caching the subscription type, cleared when the status call fails (docs/product §8). */
export const SUBSCRIPTION_TYPE_COOKIE_NAME = 'bimbel_subscription_type';

/**
 * Cookie holding the viewer's IANA time zone as the browser reports it (script-written, not a
 * secret): server-rendered class times use it, so a student in WITA or WIT reads their own clock
 * from the first byte on the next visit (decision 073).
 */
export const VIEWER_TIME_ZONE_COOKIE_NAME = 'bimbel_tz';

/** localStorage key remembering that the Tutor banner was dismissed. */
export const TUTOR_BANNER_CLOSED_KEY = 'bimbel_tutor_banner_closed';
/** sessionStorage key remembering that the home promo strip was closed in this browser session. */
export const PROMO_STRIP_CLOSED_KEY = 'bimbel_promo_strip_closed';
/** Key holding the path to return to after logging in. */
export const REDIRECT_AFTER_LOGIN_KEY = 'bimbel_redirect_after_login';
/** Key holding the page name the user logged in from, for analytics. */
export const LOGGED_IN_FROM_PAGE_KEY = 'bimbel_logged_in_from_page';
/**
 * sessionStorage key set when the lead modal opens (by a click or by itself): the auto-open of
 * docs/product §9 then never fires again in this browser session.
 */
export const LEAD_MODAL_SEEN_KEY = 'bimbel_lead_modal_seen';

/**
 * sessionStorage key set when the paused-subscription popup has been shown: once per browser
 * session (decision 082), so a paused student is told, not nagged on every page.
 */
export const PAUSED_POPUP_SEEN_KEY = 'bimbel_paused_popup_seen';

/**
 * sessionStorage key holding the sign-up answers between the registration steps (role,
 * details, location), so going back or reloading loses nothing; gone with the tab.
 */
export const REGISTRATION_DRAFT_KEY = 'bimbel_registration_draft';

/**
 * sessionStorage key holding the package checkout's draft (package, tenure, students, payment
 * method and the draft's UUID, decision 081): a reload or a detour through /login keeps it; it is
 * gone with the tab, and a sign-out clears it with the rest of storage.
 */
export const CHECKOUT_DRAFT_KEY = 'bimbel_checkout_draft';

/** Path of every cookie but the refresh cookie: the whole site. */
export const COOKIE_PATH = '/';

/** Where a login lands when no redirect was stored. */
export const POST_LOGIN_REDIRECT_PATH = '/bimbel';
