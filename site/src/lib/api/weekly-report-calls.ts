import type {
  updateWeeklyReportPreferencesContract,
  weeklyReportContract,
  weeklyReportPreferencesContract,
} from '@bimbel/domain/contracts/weekly-report-contracts';
import {
  UPDATE_WEEKLY_REPORT_PREFERENCES,
  WEEKLY_REPORT,
  WEEKLY_REPORT_PREFERENCES,
} from '@bimbel/domain/contracts/endpoints';
import { defineCall } from './define-call.ts';

/** One student's week for their family (`{ params: { id }, query: { week? } }`). */
export const getWeeklyReport = defineCall<typeof weeklyReportContract>(WEEKLY_REPORT);
/** Whether the family's parent gets the weekly WhatsApp summary. */
export const getWeeklyReportPreferences =
  defineCall<typeof weeklyReportPreferencesContract>(WEEKLY_REPORT_PREFERENCES);
/** Turns the family parent's weekly WhatsApp summary on or off. */
export const updateWeeklyReportPreferences = defineCall<typeof updateWeeklyReportPreferencesContract>(
  UPDATE_WEEKLY_REPORT_PREFERENCES,
);
