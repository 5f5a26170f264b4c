/**
 * Every analytics event the site sends, with its props (docs/product §3, §7). One module, so an event
 * name is never typed twice. Props carry no personal data: no phone numbers, no names.
 */
export type AnalyticsEvents = {
  'Lead Modal Viewed': { source_page: string; trigger: 'click' | 'auto' };
  'Lead Field Entered': { source_page: string; field: 'phoneNumber' | 'name' | 'grade' | 'reason' };
  'Lead Submitted': { source_page: string; grade: number };
  'Lead Reason Submitted': { source_page: string };
  'Lead Submit Failed': { source_page: string; step: 'details' | 'reason'; error_code: string };
  'Lead Skipped': { source_page: string; step: 'details' | 'reason' | 'success' };
  'Lead Success Viewed': { source_page: string };
  'Login OTP Requested': { channel: 'whatsapp' | 'sms'; resend: boolean };
  /** docs/product §4's user-flow classification of the account that logged in ('New user' for a new number). */
  Login: { user_flow: string; multiple_students: boolean; logged_in_from_page: string };
  'Registration Completed': { role: 'student' | 'parent' };
  'Student Added': { students: number };
  'Profile Switched': { user_type: string };
  Logout: { reason: 'user' | 'expired' | 'unauthorized' };
  Download: { placement: string };
};

export type AnalyticsEventName = keyof AnalyticsEvents;

/** docs/product §3's analytics profile: added to every event. */
export type AnalyticsProfile = {
  source: 'web';
  eventSource: 'website';
  deviceType: 'desktop' | 'tablet' | 'mobile';
};

/** Device type from the viewport width and docs/product §9's breakpoints (tablet 768, laptop 1200). */
export function toDeviceType(viewportWidth: number): AnalyticsProfile['deviceType'] {
  if (viewportWidth < 768) return 'mobile';
  if (viewportWidth < 1200) return 'tablet';
  return 'desktop';
}
