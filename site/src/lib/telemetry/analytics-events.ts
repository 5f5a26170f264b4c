/**
 * docs/product §3's checkout and buy-now-pay-later fields (decision 081). Its "mobile number" and
 * "name" are not sent: analytics gets no personal data (see AnalyticsEvents); `userType` and
 * `studentClass` say who buys without saying who they are.
 */
export type CheckoutEventFields = {
  /** The package's program: 'SD', 'SMP', 'SMA_IPA', 'SMA_IPS', 'SMK', 'UTBK_SNBT'. */
  packageType: string;
  packageId: string;
  /** The tenure in months, once chosen. */
  tenureValue?: number;
  /** Where in the checkout: 'package', 'tenure', 'add-parent', 'add-user', 'select-student', 'summary', 'payment-method'. */
  stage: string;
  /** 'parent' when the family has a parent, 'student' for a student's own account, 'anonymous' before login. */
  userType: 'parent' | 'student' | 'anonymous';
  /** The grades of the chosen students, e.g. '7,8' (empty before they are chosen). */
  studentClass: string;
  /** The page's analytics name or path (docs/product §2 route table). */
  location: string;
};

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
  'Checkout Stage Viewed': CheckoutEventFields;
  'Checkout Package Selected': CheckoutEventFields;
  'Checkout Tenure Selected': CheckoutEventFields;
  'Checkout Students Selected': CheckoutEventFields & { students: number };
  'Checkout Payment Method Selected': CheckoutEventFields & { paymentMethod: string };
  'Checkout Order Created': CheckoutEventFields & { paymentMethod: string; students: number };
  /** A checkout call that failed: the API's code and its Indonesian message. */
  'Checkout Failed': CheckoutEventFields & { errorResponse: string; failureReason: string };
  /** The buy-now-pay-later card (docs/product §2): chosen, order made, or refused. */
  'BNPL Selected': CheckoutEventFields & { paymentMethod: string };
  'BNPL Order Created': CheckoutEventFields & { paymentMethod: string; students: number };
  'BNPL Failed': CheckoutEventFields & {
    paymentMethod: string;
    errorResponse: string;
    failureReason: string;
  };
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
