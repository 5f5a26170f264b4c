import {
  currentSessionContract,
  logoutContract,
  otpRequestContract,
  otpVerifyContract,
  tokenRefreshContract,
} from './auth-contracts.ts';
import {
  featureFlagsContract,
  modalConfigurationContract,
  pausedSubscriptionPopupContract,
  supportIssueV1Contract,
  supportIssueV2Contract,
} from './content-contracts.ts';
import {
  calendarFeedUrlContract,
  classCalendarContract,
  reminderPreferencesContract,
  studentCalendarFeedContract,
  updateReminderPreferencesContract,
} from './calendar-contracts.ts';
import { rateClassContract } from './class-rating-contracts.ts';
import type { Contract } from './contract.ts';
import { myFocusExamContract } from './focus-exam-contracts.ts';
import {
  joinUrlContract,
  sessionDetailContract,
  studentPastSessionsContract,
  studentSessionsContract,
} from './live-class-contracts.ts';
import {
  cancelLiveClassContract,
  importLiveClassesContract,
  teacherJoinUrlContract,
  updateLiveClassContract,
} from './live-class-admin-contracts.ts';
import {
  adminAnswerQuestionContract,
  adminClassQuestionsContract,
  adminHideQuestionContract,
  askClassQuestionContract,
  classQuestionsContract,
  deleteClassQuestionContract,
  teacherAnswerQuestionContract,
  teacherHideQuestionContract,
  teacherQnaUrlContract,
  unvoteClassQuestionContract,
  voteClassQuestionContract,
} from './class-question-contracts.ts';
import {
  bookSlotContract,
  cancelSlotBookingContract,
  freeSessionSlotsContract,
  freeSessionsContract,
} from './free-session-contracts.ts';
import {
  createOrderContract,
  importPackagesContract,
  midtransNotificationContract,
  orderDetailContract,
  orderReceiptContract,
  pauseSubscriptionContract,
  purchasesContract,
  quoteOrderContract,
  resumeSubscriptionContract,
  retryOrderPaymentContract,
} from './order-contracts.ts';
import { packageDetailContract, packagesContract } from './package-contracts.ts';
import { refundOrderContract } from './refund-contracts.ts';
import { exportLeadsContract, saveLeadReasonContract, submitLeadContract } from './leads-contracts.ts';
import {
  applyAkademiContract,
  exportAkademiApplicationsContract,
  exportSmartfestRegistrationsContract,
  registerSmartfestContract,
} from './event-contracts.ts';
import { activateTrialContract, subscriptionStatusContract } from './subscription-contracts.ts';
import {
  healthContract,
  listingsSitemapContract,
  openApiContract,
  questionSitemapContract,
  robotsContract,
  sitemapIndexContract,
  tanyaCaptionsContract,
  tanyaSearchContract,
} from './tanya-contracts.ts';
import { tanyaVideoViewContract } from './tanya-view-contracts.ts';
import {
  updateWeeklyReportPreferencesContract,
  weeklyReportContract,
  weeklyReportPreferencesContract,
} from './weekly-report-contracts.ts';
import {
  addParentContract,
  addStudentContract,
  registerStudentContract,
  switchProfileContract,
  updateStudentProfileContract,
  userProfilesContract,
  verifyEmailContract,
} from './users-contracts.ts';

/**
 * Every call the server answers, once. A test compares this list with the server's routes both
 * ways, and `GET /api/openapi.json` is generated from it.
 */
export const ALL_CONTRACTS: readonly Contract[] = [
  otpRequestContract,
  otpVerifyContract,
  tokenRefreshContract,
  logoutContract,
  currentSessionContract,
  userProfilesContract,
  switchProfileContract,
  updateStudentProfileContract,
  registerStudentContract,
  addParentContract,
  addStudentContract,
  verifyEmailContract,
  submitLeadContract,
  saveLeadReasonContract,
  exportLeadsContract,
  // SmartFest and Akademi Guru (issue 17, decision 085).
  registerSmartfestContract,
  exportSmartfestRegistrationsContract,
  applyAkademiContract,
  exportAkademiApplicationsContract,
  subscriptionStatusContract,
  activateTrialContract,
  modalConfigurationContract,
  pausedSubscriptionPopupContract,
  supportIssueV1Contract,
  supportIssueV2Contract,
  featureFlagsContract,
  tanyaSearchContract,
  tanyaCaptionsContract,
  robotsContract,
  sitemapIndexContract,
  listingsSitemapContract,
  questionSitemapContract,
  healthContract,
  openApiContract,
  // Live classes (issue 14).
  studentSessionsContract,
  studentPastSessionsContract,
  sessionDetailContract,
  joinUrlContract,
  importLiveClassesContract,
  updateLiveClassContract,
  cancelLiveClassContract,
  teacherJoinUrlContract,
  classCalendarContract,
  studentCalendarFeedContract,
  calendarFeedUrlContract,
  reminderPreferencesContract,
  updateReminderPreferencesContract,
  // The class Q&A (issue 15).
  classQuestionsContract,
  askClassQuestionContract,
  voteClassQuestionContract,
  unvoteClassQuestionContract,
  deleteClassQuestionContract,
  adminClassQuestionsContract,
  adminAnswerQuestionContract,
  adminHideQuestionContract,
  teacherQnaUrlContract,
  teacherAnswerQuestionContract,
  teacherHideQuestionContract,
  // Around the class (issue 15).
  rateClassContract,
  myFocusExamContract,
  // The parent's weekly report and Tanya views (issue 15).
  weeklyReportContract,
  weeklyReportPreferencesContract,
  updateWeeklyReportPreferencesContract,
  tanyaVideoViewContract,
  // Free sessions and seat bookings (issue 15).
  freeSessionsContract,
  freeSessionSlotsContract,
  bookSlotContract,
  cancelSlotBookingContract,
  // Packages, orders and payments (issue 16).
  packagesContract,
  packageDetailContract,
  importPackagesContract,
  quoteOrderContract,
  createOrderContract,
  orderDetailContract,
  retryOrderPaymentContract,
  purchasesContract,
  orderReceiptContract,
  midtransNotificationContract,
  pauseSubscriptionContract,
  resumeSubscriptionContract,
  refundOrderContract,
];
