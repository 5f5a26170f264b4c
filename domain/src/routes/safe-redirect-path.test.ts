import { describe, expect, it } from 'vitest';
import { REDIRECT_PATH_MAX_LENGTH, toSafeRedirectPath } from './safe-redirect-path.ts';

describe('toSafeRedirectPath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(toSafeRedirectPath('/bimbel/user')).toBe('/bimbel/user');
    expect(toSafeRedirectPath('/bimbel/user/qna/42?tab=jadwal#kelas')).toBe(
      '/bimbel/user/qna/42?tab=jadwal#kelas',
    );
    expect(toSafeRedirectPath('/')).toBe('/');
  });

  it('refuses absolute and protocol-relative URLs', () => {
    for (const value of [
      'https://evil.example/bimbel',
      'http:/evil.example',
      'javascript:alert(1)',
      '//evil.example/bimbel',
      '///evil.example',
      'evil.example/bimbel',
      'bimbel',
      '',
    ]) {
      expect(toSafeRedirectPath(value), value).toBeNull();
    }
  });

  it('refuses backslashes and control characters that browsers would turn into another host', () => {
    for (const value of [
      '/\\evil.example',
      '/\\/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/bimbel\u0000',
    ]) {
      expect(toSafeRedirectPath(value), JSON.stringify(value)).toBeNull();
    }
  });

  it('keeps encoded slashes as a path on this site', () => {
    expect(toSafeRedirectPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it('refuses the login flow’s own pages, which would loop or need a register token', () => {
    for (const value of [
      '/login',
      '/login?redirect=/bimbel',
      '/auth-redirect?to=/bimbel',
      '/user/select-role',
      '/user/register/add-location',
    ]) {
      expect(toSafeRedirectPath(value), value).toBeNull();
    }
  });

  it('keeps the family pages a logged-in user may return to', () => {
    expect(toSafeRedirectPath('/user/select-student')).toBe('/user/select-student');
  });

  it('refuses values that are not strings or are too long', () => {
    expect(toSafeRedirectPath(undefined)).toBeNull();
    expect(toSafeRedirectPath(['/bimbel'])).toBeNull();
    expect(toSafeRedirectPath(`/${'a'.repeat(REDIRECT_PATH_MAX_LENGTH)}`)).toBeNull();
  });
});
