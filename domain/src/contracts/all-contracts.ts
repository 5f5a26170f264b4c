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
import type { Contract } from './contract.ts';
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
  bookSlotContract,
  cancelSlotBookingContract,
  freeSessionSlotsContract,
  freeSessionsContract,
} from './free-session-contracts.ts';
import { exportLeadsContract, saveLeadReasonContract, submitLeadContract } from './leads-contracts.ts';
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
  // Free sessions and seat bookings (issue 15).
  freeSessionsContract,
  freeSessionSlotsContract,
  bookSlotContract,
  cancelSlotBookingContract,
];
