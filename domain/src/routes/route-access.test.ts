import { describe, expect, it } from 'vitest';
import { AUTH_REDIRECT_PATH, getRouteAccess, LOGIN_PATH } from './route-access.ts';

describe('getRouteAccess', () => {
  it('requires a session on /bimbel/user and below', () => {
    expect(getRouteAccess('/bimbel/user')).toBe('session');
    expect(getRouteAccess('/bimbel/user/qna/42')).toBe('session');
  });

  it('requires a session on the /paket/user checkout steps', () => {
    for (const step of ['add-user', 'summary', 'add-parent', 'select-student', 'choose-payment-method']) {
      expect(getRouteAccess(`/paket/user/${step}`), step).toBe('session');
    }
  });

  it('requires a session on the account flows under /user', () => {
    for (const path of ['/user/add-user', '/user/update-user', '/user/select-student']) {
      expect(getRouteAccess(path), path).toBe('session');
    }
  });

  it('lets sign-up steps run on a register token', () => {
    for (const path of [
      '/user/select-role',
      '/user/register/user-details',
      '/user/register/add-location',
      '/user/register/update-user-details',
    ]) {
      expect(getRouteAccess(path), path).toBe('register-token');
    }
  });

  it('requires a session on the payment pages: each shows one family’s order', () => {
    for (const path of ['/payment/pending', '/payment/success', '/payment/failed']) {
      expect(getRouteAccess(path), path).toBe('session');
    }
  });

  it('leaves marketing, Tanya and package choice public', () => {
    for (const path of [
      '/',
      '/bimbel',
      '/bimbel-online',
      '/tanya/q-1/soal',
      '/paket',
      '/paket/tenure-pick',
      '/paymentx',
      '/login',
      '/auth-redirect',
      '/kebijakan-privasi',
    ]) {
      expect(getRouteAccess(path), path).toBe('public');
    }
  });

  it('does not mistake a path that merely starts with the same letters', () => {
    expect(getRouteAccess('/username')).toBe('public');
    expect(getRouteAccess('/bimbel/username')).toBe('public');
  });

  it('sends visitors without a session to /login', () => {
    expect(LOGIN_PATH).toBe('/login');
    expect(AUTH_REDIRECT_PATH).toBe('/auth-redirect');
  });
});
