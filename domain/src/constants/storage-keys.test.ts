import { describe, expect, it } from 'vitest';
import * as keys from './storage-keys.ts';

describe('storage keys of docs/product §9', () => {
  it('stores session user data under USER_DATA', () => {
    expect(keys.SESSION_USER_DATA_KEY).toBe('USER_DATA');
  });

  it('sets cookies at path / and redirects to /bimbel after login', () => {
    expect(keys.COOKIE_PATH).toBe('/');
    expect(keys.POST_LOGIN_REDIRECT_PATH).toBe('/bimbel');
  });

  it('gives every key and cookie a distinct name', () => {
    const names = [
      keys.SESSION_USER_DATA_KEY,
      keys.AUTH_COOKIE_NAME,
      keys.STUDENT_AUTH_COOKIE_NAME,
      keys.PARENT_AUTH_COOKIE_NAME,
      keys.REFRESH_COOKIE_NAME,
      keys.SUBSCRIPTION_TYPE_COOKIE_NAME,
      keys.TUTOR_BANNER_CLOSED_KEY,
      keys.PROMO_STRIP_CLOSED_KEY,
      keys.REDIRECT_AFTER_LOGIN_KEY,
      keys.LOGGED_IN_FROM_PAGE_KEY,
      keys.LEAD_MODAL_SEEN_KEY,
      keys.PAUSED_POPUP_SEEN_KEY,
      keys.REGISTRATION_DRAFT_KEY,
      keys.VIEWER_TIME_ZONE_COOKIE_NAME,
      keys.CHECKOUT_DRAFT_KEY,
    ];
    expect(new Set(names).size).toBe(names.length);
  });

  it('uses cookie names made only of characters cookies allow unquoted', () => {
    const cookieNames = [
      keys.AUTH_COOKIE_NAME,
      keys.STUDENT_AUTH_COOKIE_NAME,
      keys.PARENT_AUTH_COOKIE_NAME,
      keys.REFRESH_COOKIE_NAME,
      keys.SUBSCRIPTION_TYPE_COOKIE_NAME,
      keys.VIEWER_TIME_ZONE_COOKIE_NAME,
    ];
    for (const name of cookieNames) expect(name).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});
