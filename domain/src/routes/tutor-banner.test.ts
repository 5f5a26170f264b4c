import { describe, expect, it } from 'vitest';
import { shouldShowTutorBanner } from './tutor-banner.ts';

const visible = { pathname: '/bimbel', isLoggedIn: true, isDismissed: false };

describe('shouldShowTutorBanner', () => {
  it('shows the banner to a logged-in user on /bimbel and pages under it', () => {
    expect(shouldShowTutorBanner(visible)).toBe(true);
    expect(shouldShowTutorBanner({ ...visible, pathname: '/bimbel/user' })).toBe(true);
  });

  it('hides the banner from anonymous visitors', () => {
    expect(shouldShowTutorBanner({ ...visible, isLoggedIn: false })).toBe(false);
  });

  it('hides the banner once dismissed', () => {
    expect(shouldShowTutorBanner({ ...visible, isDismissed: true })).toBe(false);
  });

  it('hides the banner outside bimbel pages, including the bimbel-online sales page', () => {
    expect(shouldShowTutorBanner({ ...visible, pathname: '/tanya' })).toBe(false);
    expect(shouldShowTutorBanner({ ...visible, pathname: '/bimbel-online' })).toBe(false);
  });
});
