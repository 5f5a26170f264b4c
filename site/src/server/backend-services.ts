import { authService } from './auth/auth-routes.ts';
import { calendarService } from './calendar/calendar-routes.ts';
import { classQnaAdminService } from './class-qna/qna-admin-routes.ts';
import { classQnaService } from './class-qna/qna-routes.ts';
import { flagsService } from './flags/flag-routes.ts';
import { freeSessionsService } from './free-sessions/free-session-routes.ts';
import type { BackendService } from './http/backend-context.ts';
import { leadsService } from './leads/lead-routes.ts';
import { eventsService } from './events/event-routes.ts';
import { liveClassesAdminService } from './live-classes/admin-classes.ts';
import { liveClassesService } from './live-classes/class-routes.ts';
import { focusExamService } from './live-classes/focus-exam-routes.ts';
import { modalsService } from './modals/modal-routes.ts';
import { packagesAdminService } from './billing/catalogue/admin-packages.ts';
import { packagesService } from './billing/catalogue/package-routes.ts';
import { ordersService } from './billing/orders/order-routes.ts';
import { paymentNotificationsService } from './billing/payments/midtrans/notification-routes.ts';
import { orderRefundsAdminService } from './billing/orders/refund-routes.ts';
import { subscriptionPauseService } from './billing/subscriptions/pause-routes.ts';
import { midtransSandboxService } from './billing/payments/sandbox/sandbox-service.ts';
import { ratingsService } from './ratings/rating-routes.ts';
import { remindersService } from './reminders/reminder-routes.ts';
import { subscriptionService } from './sessions/subscription-routes.ts';
import { supportService } from './support/support-routes.ts';
import { seoService } from './tanya/seo-routes.ts';
import { tanyaService } from './tanya/tanya-routes.ts';
import { tanyaViewService } from './tanya/tanya-view-routes.ts';
import { usersService } from './users/users-service.ts';
import { weeklyReportService } from './weekly-report/weekly-report-routes.ts';

/** Every service the backend serves, mounted in this order before the JSON 404. One line each. */
export const BACKEND_SERVICES: BackendService[] = [
  authService,
  subscriptionService,
  modalsService,
  supportService,
  flagsService,
  usersService,
  leadsService,
  tanyaService,
  seoService,
  // Before the live classes: `/sessions/v1/sessions/free` must win over `/sessions/v1/sessions/{id}`.
  freeSessionsService,
  liveClassesService,
  liveClassesAdminService,
  calendarService,
  remindersService,
  classQnaService,
  classQnaAdminService,
  ratingsService,
  focusExamService,
  weeklyReportService,
  tanyaViewService,
  // Packages, orders and payments (issue 16, decision 079).
  packagesService,
  packagesAdminService,
  ordersService,
  paymentNotificationsService,
  orderRefundsAdminService,
  subscriptionPauseService,
  // The built-in Midtrans sandbox gateway under /midtrans-sandbox, when on (decision 080).
  midtransSandboxService,
  // SmartFest registrations and Akademi Guru applications (issue 17, decision 085).
  eventsService,
];
