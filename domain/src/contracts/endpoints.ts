import { endpoint } from './endpoint.ts';

/*
 * Every call's address, once (decision 064). The matching contracts (schemas, auth, errors) are
 * in the `*-contracts.ts` files beside this one; the browser imports only these plain objects.
 */

// Auth (ours: docs/product §7 leaves these calls "not shown").
export const OTP_REQUEST = endpoint('POST', 'api', '/api/auth/otp/request');
export const OTP_VERIFY = endpoint('POST', 'api', '/api/auth/otp/verify');
export const TOKEN_REFRESH = endpoint('POST', 'api', '/api/auth/refresh');
export const LOGOUT = endpoint('POST', 'api', '/api/auth/logout');
export const CURRENT_SESSION = endpoint('GET', 'api', '/api/auth/session');

// Users and profiles (docs/product §7 {api}/user-management/…).
export const USER_PROFILES = endpoint('GET', 'api', '/user-management/v1/users/user-profiles');
export const SWITCH_PROFILE = endpoint('POST', 'api', '/user-management/v1/users/switcher');
export const UPDATE_STUDENT_PROFILE = endpoint('PUT', 'api', '/user-management/v2/students/profile');
export const REGISTER_STUDENT = endpoint('PUT', 'api', '/user-management/v3/students/register');
export const ADD_PARENT = endpoint('POST', 'api', '/user-management/v3/students/{id}/parent');
export const ADD_STUDENT = endpoint('POST', 'api', '/user-management/v3/students');
export const VERIFY_EMAIL = endpoint('PUT', 'api', '/user-management/v1/users/verify-email/{token}');

// Leads (docs/product §7 {website-api}) and their export.
export const SUBMIT_LEAD = endpoint('POST', 'websiteApi', '/api/v1/callmeback');
export const SAVE_LEAD_REASON = endpoint('PUT', 'websiteApi', '/api/v1/callmeback/{id}');
export const EXPORT_LEADS = endpoint('GET', 'websiteApi', '/api/admin/leads');

// SmartFest registrations and Akademi Guru applications (issue 17, decision 085) and their exports.
export const REGISTER_SMARTFEST = endpoint('POST', 'websiteApi', '/api/v1/smartfest/registrations');
export const EXPORT_SMARTFEST_REGISTRATIONS = endpoint('GET', 'websiteApi', '/api/admin/smartfest-registrations');
export const APPLY_AKADEMI = endpoint('POST', 'websiteApi', '/api/v1/akademi/applications');
export const EXPORT_AKADEMI_APPLICATIONS = endpoint('GET', 'websiteApi', '/api/admin/akademi-applications');

// Subscription (docs/product §7 {api}/sessions/…).
export const SUBSCRIPTION_STATUS = endpoint('GET', 'api', '/sessions/v2/students/subscription-status');
export const ACTIVATE_TRIAL = endpoint('PUT', 'api', '/sessions/v1/students/activate-trial');

// Content, support and flags.
export const MODAL_CONFIGURATION = endpoint('GET', 'api', '/api/v1/modals/configuration');
export const PAUSED_SUBSCRIPTION_POPUP = endpoint('GET', 'liveClassesApi', '/api/v1/contents/package_subscriptions/paused_subscription_popup');
export const SUPPORT_ISSUE_V1 = endpoint('POST', 'liveClassesApi', '/api/v1/support_issues');
export const SUPPORT_ISSUE_V2 = endpoint('POST', 'api', '/api/v2/support_issues');
export const FEATURE_FLAGS = endpoint('GET', 'api', '/api/v1/features');

// Tanya (issue 6) and the site's own addresses.
export const TANYA_SEARCH = endpoint('GET', 'api', '/api/v1/tanya/search');
export const TANYA_CAPTIONS = endpoint('GET', 'api', '/api/v1/tanya/questions/{id}/captions.vtt');
export const ROBOTS_TXT = endpoint('GET', 'site', '/robots.txt');
export const SITEMAP_INDEX = endpoint('GET', 'site', '/sitemap.xml');
export const LISTINGS_SITEMAP = endpoint('GET', 'site', '/sitemaps/tanya-listings.xml');
export const QUESTION_SITEMAP = endpoint('GET', 'site', '/sitemaps/{file}');
export const HEALTH = endpoint('GET', 'site', '/healthz');
export const OPENAPI_DOCUMENT = endpoint('GET', 'api', '/api/openapi.json');

// Live classes (issue 14, docs/product §7 {api}/sessions/… and {live-classes-api}).
export const STUDENT_SESSIONS = endpoint('GET', 'api', '/sessions/v1/students/sessions');
export const STUDENT_PAST_SESSIONS = endpoint('GET', 'api', '/sessions/v1/students/sessions/past');
export const SESSION_DETAIL = endpoint('GET', 'api', '/sessions/v1/sessions/{id}');
export const LIVE_CLASS_JOIN_URL = endpoint('GET', 'liveClassesApi', '/api/v1/live_classes/{id}/get_join_url/{id2}');

// The academic team's class administration (issue 14, decision 071; Bearer ADMIN_TOKEN).
export const IMPORT_LIVE_CLASSES = endpoint('POST', 'liveClassesApi', '/api/admin/live-classes/import');
export const UPDATE_LIVE_CLASS = endpoint('PATCH', 'liveClassesApi', '/api/admin/live-classes/{id}');
export const CANCEL_LIVE_CLASS = endpoint('DELETE', 'liveClassesApi', '/api/admin/live-classes/{id}');
export const TEACHER_JOIN_URL = endpoint('GET', 'liveClassesApi', '/api/admin/live-classes/{id}/teacher-join-url');

// Calendar files and WhatsApp reminders (issue 14, decision 070).
export const CLASS_CALENDAR = endpoint('GET', 'liveClassesApi', '/api/v1/live_classes/{id}/calendar.ics');
export const STUDENT_CALENDAR_FEED = endpoint('GET', 'api', '/sessions/v1/students/calendar/{file}');
export const STUDENT_CALENDAR_FEED_URL = endpoint('GET', 'api', '/sessions/v1/students/calendar-feed');
export const REMINDER_PREFERENCES = endpoint('GET', 'api', '/sessions/v1/students/reminder-preferences');
export const UPDATE_REMINDER_PREFERENCES = endpoint('PUT', 'api', '/sessions/v1/students/reminder-preferences');

// The class Q&A (issue 15, decision 075): the class's students, then the teacher (ADMIN_TOKEN or
// the signed teacher link).
export const CLASS_QUESTIONS = endpoint('GET', 'api', '/sessions/v1/sessions/{id}/questions');
export const ASK_CLASS_QUESTION = endpoint('POST', 'api', '/sessions/v1/sessions/{id}/questions');
export const VOTE_CLASS_QUESTION = endpoint('PUT', 'api', '/sessions/v1/sessions/{id}/questions/{questionId}/vote');
export const UNVOTE_CLASS_QUESTION = endpoint('DELETE', 'api', '/sessions/v1/sessions/{id}/questions/{questionId}/vote');
export const DELETE_CLASS_QUESTION = endpoint('DELETE', 'api', '/sessions/v1/sessions/{id}/questions/{questionId}');
export const ADMIN_CLASS_QUESTIONS = endpoint('GET', 'liveClassesApi', '/api/admin/live-classes/{id}/questions');
export const ADMIN_ANSWER_QUESTION = endpoint('POST', 'liveClassesApi', '/api/admin/live-classes/{id}/questions/{questionId}/answer');
export const ADMIN_HIDE_QUESTION = endpoint('POST', 'liveClassesApi', '/api/admin/live-classes/{id}/questions/{questionId}/hide');
export const TEACHER_QNA_URL = endpoint('GET', 'liveClassesApi', '/api/admin/live-classes/{id}/teacher-qna-url');
export const TEACHER_ANSWER_QUESTION = endpoint('POST', 'liveClassesApi', '/api/v1/live_classes/{id}/teacher-qna/questions/{questionId}/answer');
export const TEACHER_HIDE_QUESTION = endpoint('POST', 'liveClassesApi', '/api/v1/live_classes/{id}/teacher-qna/questions/{questionId}/hide');
// Around the class (issue 15): rating a class (decision 076) and the focus exam (decision 077).
export const RATE_CLASS = endpoint('PUT', 'api', '/sessions/v1/sessions/{id}/rating');
export const MY_FOCUS_EXAM = endpoint('GET', 'api', '/sessions/v1/students/my-focus-exam');
// The parent's weekly report and Tanya views (issue 15, decision 078).
export const WEEKLY_REPORT = endpoint('GET', 'api', '/sessions/v1/parents/students/{id}/weekly-report');
export const WEEKLY_REPORT_PREFERENCES = endpoint('GET', 'api', '/sessions/v1/parents/weekly-report-preferences');
export const UPDATE_WEEKLY_REPORT_PREFERENCES = endpoint('PUT', 'api', '/sessions/v1/parents/weekly-report-preferences');
// Declared in tanya-view-endpoint.ts, which the Tanya video page loads alone.
export { TANYA_VIDEO_VIEW } from './tanya-view-endpoint.ts';
// Free sessions, their slots and seat bookings (issue 15, decision 074; the booking calls are ours).
export const FREE_SESSIONS = endpoint('GET', 'api', '/sessions/v1/sessions/free');
export const FREE_SESSION_SLOTS = endpoint('GET', 'api', '/sessions/v1/students/sessions/slots/{id}');
export const BOOK_SLOT = endpoint('POST', 'api', '/sessions/v1/students/sessions/slots/{slotId}/booking');
export const CANCEL_SLOT_BOOKING = endpoint('DELETE', 'api', '/sessions/v1/students/sessions/slots/{slotId}/booking');
// Packages, orders and payments (issue 16, decision 079; docs/product §7 {packages-api}).
export const PACKAGES = endpoint('GET', 'packagesApi', '/api/v1/packages');
export const PACKAGE_DETAIL = endpoint('GET', 'packagesApi', '/api/v1/packages/{id}');
export const QUOTE_ORDER = endpoint('POST', 'packagesApi', '/api/v1/orders/quote');
export const CREATE_ORDER = endpoint('POST', 'packagesApi', '/api/v1/orders');
export const ORDER_DETAIL = endpoint('GET', 'packagesApi', '/api/v1/orders/{id}');
export const RETRY_ORDER_PAYMENT = endpoint('POST', 'packagesApi', '/api/v1/orders/{id}/payments');
export const ORDER_RECEIPT = endpoint('GET', 'packagesApi', '/api/v1/orders/{id}/receipt');
export const PURCHASES = endpoint('GET', 'packagesApi', '/api/v1/purchases');
export const MIDTRANS_NOTIFICATION = endpoint('POST', 'packagesApi', '/api/v1/payments/midtrans/notification');
export const IMPORT_PACKAGES = endpoint('POST', 'packagesApi', '/api/admin/packages/import');
export const REFUND_ORDER = endpoint('POST', 'packagesApi', '/api/admin/orders/{id}/refund');
export const PAUSE_SUBSCRIPTION = endpoint('PUT', 'api', '/sessions/v1/students/{id}/subscription/pause');
export const RESUME_SUBSCRIPTION = endpoint('PUT', 'api', '/sessions/v1/students/{id}/subscription/resume');
