import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TeacherLevel } from '@bimbel/domain/live-classes/teacher-levels';

/*
 * The Kysely view of the tables created by migrations/ (a test checks that every column, its
 * nullability and whether an insert may omit it match the live database).
 *
 * Value types are the same on PGlite and PostgreSQL (see type-parsers.ts): timestamptz → Date,
 * int8/numeric → string, date → 'YYYY-MM-DD' string, jsonb → parsed JSON.
 * jsonb columns are written as JSON text (JSON.stringify(value)): node-postgres would turn a
 * JS array into a PostgreSQL array literal, so the types only accept strings.
 */

/** timestamptz filled by the database (default now()); never updated by hand. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** timestamptz with default now(), kept current by the set_updated_at trigger. */
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb read as T, written as JSON text. */
type Json<T, Optional extends boolean = false> = ColumnType<
  T,
  Optional extends true ? string | undefined : string,
  string
>;

export type UserRole = 'student' | 'parent';
export type ClassType = 'SD' | 'SMP/MTs' | 'SMA/MA' | 'SMK';
export type Stream = 'IPA' | 'IPS' | 'SMK' | 'SD';
export type OtpChannel = 'whatsapp' | 'sms';
export type SubscriptionType = 'PAID' | 'FREE' | 'TRIAL' | 'FREE_AFTER_TRIAL' | 'FREE_AFTER_PAID' | 'PAUSED';
export type SubscriptionStatus = 'active' | 'expired';
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface SchemaMigrationsTable {
  id: string;
  applied_at: CreatedAt;
}

export interface AccountsTable {
  id: Generated<string>;
  /** The login phone of the family; unique. */
  phone_e164: string;
  /** Where the family lives (registration's location step, migration 0002); optional. */
  province: string | null;
  city: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface UsersTable {
  id: Generated<string>;
  account_id: string;
  role: UserRole;
  full_name: string;
  phone_e164: string | null;
  country_code: ColumnType<string, string | undefined, string>;
  /** grade_stream_class value; students only. */
  grade: string | null;
  class_type: ClassType | null;
  stream: Stream | null;
  email: string | null;
  email_verified_at: NullableTimestamp;
  avatar_url: string | null;
  /** Opted in to the WhatsApp reminder 30 minutes before each class (migration 0006). */
  class_reminders_whatsapp: ColumnType<boolean, boolean | undefined, boolean>;
  /** The zone the reminders are written in (IANA name); null = WIB (migration 0007). */
  class_reminders_time_zone: ColumnType<string | null, string | null | undefined, string | null>;
  /** A parent's opt-in to the weekly WhatsApp summary of the children's week (migration 0012). */
  weekly_report_whatsapp: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface OtpChallengesTable {
  id: Generated<string>;
  phone_e164: string;
  code_hash: string;
  channel: OtpChannel;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
  ip: string | null;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  family_id: string;
  user_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  replaced_by: string | null;
}

export interface RegisterTokensTable {
  id: Generated<string>;
  phone_e164: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
}

export interface EmailVerificationTokensTable {
  id: Generated<string>;
  user_id: string;
  email: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
}

export interface LeadsTable {
  id: Generated<string>;
  user_type: UserRole;
  phone_e164: string;
  name: string;
  grade: string;
  source_page: string;
  reason: string | null;
  user_id: string | null;
  ip_hash: string | null;
  request_id: string;
  created_at: CreatedAt;
}

/** The repeat window of one (phone, name, grade, source page): held by lead_id until expires_at (0005). */
export interface LeadRepeatClaimsTable {
  phone_e164: string;
  name: string;
  grade: string;
  source_page: string;
  lead_id: string;
  lead_created_at: Timestamp;
  expires_at: Timestamp;
}

/** Lets the holder add the reason step's answer to lead_id until expires_at (0005); hashes only. */
export interface LeadReasonTokensTable {
  token_hash: string;
  lead_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface RateLimitCountersTable {
  key: string;
  window_start: Timestamp;
  count: ColumnType<number, number | undefined, number>;
  expires_at: Timestamp;
}

export interface SubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  type: SubscriptionType;
  status: ColumnType<SubscriptionStatus, SubscriptionStatus | undefined, SubscriptionStatus>;
  trial_activated_at: NullableTimestamp;
  starts_at: ColumnType<Date, Date | string | undefined, Date | string>;
  ends_at: NullableTimestamp;
  /** The order that paid this period (migration 0013). */
  order_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** A pause (PAUSED): when it began and the paid time it keeps for the resume. */
  paused_at: NullableTimestamp;
  paused_remaining_seconds: ColumnType<number | null, number | null | undefined, number | null>;
  /** Pauses taken in the current paid period (migration 0014): one allowed; a purchase resets it. */
  pauses_used: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface FeatureFlagsTable {
  key: string;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  /** A JSON array of targeting rules. */
  rules: Json<JsonValue[], true>;
  description: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ModalConfigurationsTable {
  id: Generated<string>;
  key: string;
  locale: ColumnType<string, string | undefined, string>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  /** A JSON object. */
  content: Json<{ [key: string]: JsonValue }, true>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SupportIssuesTable {
  id: Generated<string>;
  phone_e164: string;
  source: string;
  action: string;
  user_id: string | null;
  created_at: CreatedAt;
}

/** Every table of the database, as Kysely sees it: `Kysely<Tables>`. */
export type TanyaSubject = 'matematika' | 'fisika' | 'kimia';
export type TanyaVideoSourceType = 'mp4' | 'hls';
export type TanyaTranscriptCue = { start: number; end: number; text: string };
export type TanyaKeyMoment = { start: number; end: number; name: string };

export interface TanyaChaptersTable {
  id: Generated<string>;
  grade: number;
  subject: TanyaSubject;
  slug: string;
  name: string;
  created_at: CreatedAt;
}

export interface TanyaTopicsTable {
  id: Generated<string>;
  chapter_id: string;
  grade: number;
  subject: TanyaSubject;
  slug: string;
  name: string;
  created_at: CreatedAt;
}

export interface TanyaQuestionsTable {
  id: string;
  /** As written, LaTeX between $…$. */
  text: string;
  /** Without LaTeX markup: descriptions, snippets. */
  plain_text: string;
  slug: string;
  grade: number;
  subject: TanyaSubject;
  chapter_id: string;
  topic_id: string;
  curriculum: string;
  /** Plain text + topic + chapter + subject: what search matches. */
  search_text: string;
  /** Worked steps in order, LaTeX between $…$ (migration 0020); `[]` when the question has none. */
  steps: Json<string[], true>;
  /** The final answer, LaTeX between $…$ (migration 0020); null when not given. */
  answer: ColumnType<string | null, string | null | undefined, string | null>;
  /** Generated from search_text (indonesian); never written. */
  search_vector: ColumnType<string | null, undefined, never>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface TanyaVideosTable {
  question_id: string;
  source_url: string;
  source_type: TanyaVideoSourceType;
  duration_seconds: number;
  thumbnail_url: string | null;
  teacher_name: string;
  /** The roster teacher who narrates (migration 0018): resolved from `teacher_name` at import; null for an outside narrator. */
  teacher_id: ColumnType<string | null, string | null | undefined, string | null>;
  verified: ColumnType<boolean, boolean | undefined, boolean>;
  transcript: Json<TanyaTranscriptCue[], true>;
  key_moments: Json<TanyaKeyMoment[], true>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface TanyaRelatedQuestionsTable {
  question_id: string;
  related_question_id: string;
  position: number;
}

export type LiveClassKind = 'regular' | 'free' | 'focus_exam';
export type LiveClassMaterial = { kind: 'slides' | 'pdf'; title: string; url: string };
export type JobState = 'queued' | 'running' | 'done' | 'failed';

export interface TeachersTable {
  id: Generated<string>;
  slug: string;
  full_name: string;
  photo_url: string | null;
  subjects: TanyaSubject[];
  bio: string;
  verified: ColumnType<boolean, boolean | undefined, boolean>;
  /** School levels taught, in school order (migration 0018; decision 093). */
  levels: ColumnType<TeacherLevel[], TeacherLevel[] | undefined, TeacherLevel[]>;
  /** Degree, programme and university. */
  education: ColumnType<string | null, string | null | undefined, string | null>;
  /** The year they started teaching. */
  teaching_since: ColumnType<number | null, number | null | undefined, number | null>;
  /** A row the demo roster owns (labelled "Contoh"); an import clears it. */
  demo: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface LiveClassesTable {
  id: Generated<string>;
  /** The import key: an import upserts on it. */
  external_id: string;
  kind: LiveClassKind;
  subject: TanyaSubject;
  /** Grade numbers 4–12 the class is for. */
  grades: number[];
  curriculum: string;
  /** Narrows SMA/SMK classes to one stream; null = every stream of the grades. */
  stream: Stream | null;
  focus_exam_id: string | null;
  title: string;
  topic: string;
  description: ColumnType<string, string | undefined, string>;
  materials: Json<LiveClassMaterial[], true>;
  teacher_id: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  capacity: number;
  recording_url: string | null;
  /** RFC 5545 SEQUENCE: bumped by every change a calendar must see. */
  sequence: ColumnType<number, number | undefined, number>;
  cancelled_at: NullableTimestamp;
  /** Owned by the demo timetable (rolled forward on a demo server). */
  demo: ColumnType<boolean, boolean | undefined, boolean>;
  /** The term plan the class follows (decision 094), with its 1-based meeting and the plan's length; all null outside a plan. */
  plan_key: ColumnType<string | null, string | null | undefined, string | null>;
  plan_position: ColumnType<number | null, number | null | undefined, number | null>;
  plan_length: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ClassAttendanceTable {
  class_id: string;
  user_id: string;
  first_joined_at: Timestamp;
  last_joined_at: Timestamp;
  join_count: ColumnType<number, number | undefined, number>;
}

/** One student's rating of one class (migration 0008): a second rating replaces the first. */
export interface ClassRatingsTable {
  class_id: string;
  user_id: string;
  stars: number;
  comment: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A question in a class's Q&A (migration 0008). */
export interface ClassQuestionsTable {
  id: Generated<string>;
  class_id: string;
  user_id: string;
  body: string;
  answer: string | null;
  /** Who answered (the teacher's name as shown). */
  answered_by: string | null;
  answered_at: NullableTimestamp;
  /** Hidden by the teacher (abusive); shown only to its author and the teacher. */
  hidden_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** One upvote per (question, student) (migration 0008). */
export interface ClassQuestionVotesTable {
  question_id: string;
  user_id: string;
  created_at: CreatedAt;
}

/** A Tanya video a student played: one row per (student, question, Jakarta day) (migration 0012). */
export interface TanyaVideoViewsTable {
  user_id: string;
  question_id: string;
  /** The Jakarta calendar day of the first play, 'YYYY-MM-DD'. */
  view_date: string;
  first_viewed_at: Timestamp;
}

/** A student's seat in a free session's slot (migration 0009, decision 074). */
export interface ClassBookingsTable {
  id: Generated<string>;
  class_id: string;
  user_id: string;
  booked_at: Timestamp;
  /** Given back before the start; the row stays (history), a new booking is a new row. */
  cancelled_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type PackageProgram = 'SD' | 'SMP' | 'SMA_IPA' | 'SMA_IPS' | 'SMK' | 'UTBK_SNBT';
export type OrderStatus = 'created' | 'pending' | 'paid' | 'expired' | 'failed' | 'cancelled';
export type TaxMode = 'included' | 'exempt';

/** The package catalogue (migration 0013, decision 079). */
export interface PackagesTable {
  /** A slug: 'smp-reguler', 'utbk-snbt'. */
  id: string;
  program: PackageProgram;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  features: Json<string[], true>;
  grades: number[];
  /** Whole rupiah: the 1-month price the discounts are measured against. */
  monthly_price: number;
  is_popular: ColumnType<boolean, boolean | undefined, boolean>;
  sort_order: ColumnType<number, number | undefined, number>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A package's tenure option: its total price in whole rupiah. */
export interface PackageTenuresTable {
  package_id: string;
  months: number;
  price: number;
}

/** One checkout (migration 0013): one package and tenure for one or more students of an account. */
export interface OrdersTable {
  id: Generated<string>;
  /** Shown on the receipt: 'INV/20261127/7F3K2Q'. */
  number: string;
  account_id: string;
  buyer_user_id: string;
  /** The browser's draft id: the same reference creates one order per account. */
  client_reference: string;
  package_id: string;
  package_name: string;
  tenure_months: number;
  unit_price: number;
  quantity: number;
  total: number;
  tax_mode: TaxMode;
  tax_amount: ColumnType<number, number | undefined, number>;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  failure_reason: string | null;
  /** Money arrived for an order already paid (a second attempt settled): to be refunded. */
  refund_due: ColumnType<boolean, boolean | undefined, boolean>;
  /** Whole rupiah given back (migration 0022): the sum of its payment_reversals. */
  refunded_amount: ColumnType<number, number | undefined, number>;
  /** When a full refund or chargeback ended its paid periods (decision 104); null otherwise. */
  refunded_at: NullableTimestamp;
  expires_at: Timestamp;
  paid_at: NullableTimestamp;
  status_changed_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A student an order buys for; the period is filled when the order is paid. */
export interface OrderLinesTable {
  order_id: string;
  student_id: string;
  price: number;
  subscription_id: ColumnType<string | null, string | null | undefined, string | null>;
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
}

/** One gateway transaction of an order (a retry is a new attempt). */
export interface PaymentAttemptsTable {
  id: Generated<string>;
  order_id: string;
  gateway: string;
  /** Midtrans's transaction_details.order_id: unique, ≤ 50 URL-safe characters. */
  gateway_order_id: string;
  payment_method: string;
  gross_amount: number;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  snap_token: string | null;
  redirect_url: string | null;
  /** The virtual account number issued for a transfer (migration 0014), from the notifications. */
  va_number: ColumnType<string | null, string | null | undefined, string | null>;
  transaction_id: string | null;
  payment_type: string | null;
  status_code: string | null;
  failure_reason: string | null;
  settled_at: NullableTimestamp;
  /** When reconciliation last asked the gateway about it (migration 0021); null: never. */
  checked_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Money that went back after a payment (migration 0022, decision 104): one row per gateway reversal. */
export type ReversalKind = 'refund' | 'chargeback';
export interface PaymentReversalsTable {
  id: Generated<string>;
  order_id: string;
  attempt_id: string;
  kind: ReversalKind;
  /** Whole rupiah. */
  amount: number;
  /** The gateway's id of the reversal, unique: '<gateway order id>#<refund_chargeback_id>'. */
  gateway_reference: string;
  refund_key: string | null;
  reason: string | null;
  created_at: CreatedAt;
}

/** Every payment notification received, verified or not (audit); unsigned ones as a summary only. */
export interface PaymentNotificationsTable {
  id: Generated<string>;
  gateway: string;
  gateway_order_id: string | null;
  transaction_status: string | null;
  status_code: string | null;
  signature_valid: boolean;
  applied: ColumnType<boolean, boolean | undefined, boolean>;
  /** The body as kept for audit; null when its signature did not check (migration 0024). */
  body: ColumnType<{ [key: string]: JsonValue } | null, string | null, string | null>;
  /** Size of the body as received, in bytes (migration 0024; null on older rows). */
  body_bytes: number | null;
  /** Keyed hash of the sender's address (hashClientIp; migration 0024; null on older rows). */
  address_hash: string | null;
  received_at: Timestamp;
}

/** The built-in Midtrans sandbox gateway's transactions (migration 0015, decision 080). */
export type SandboxTransactionStatus =
  | 'pending'
  | 'settlement'
  | 'deny'
  | 'cancel'
  | 'expire'
  | 'refund'
  | 'partial_refund'
  | 'chargeback'
  | 'partial_chargeback';
export interface MidtransSandboxTransactionsTable {
  /** Snap's transaction_details.order_id. */
  order_id: string;
  token: string;
  gross_amount: number;
  /** The accepted Snap request body. */
  request: Json<{ [key: string]: JsonValue }>;
  notification_url: string;
  /** The enabled payment the tester paid with; null until charged. */
  payment_method: string | null;
  transaction_id: string | null;
  transaction_status: SandboxTransactionStatus | null;
  notify_options: Json<{ [key: string]: JsonValue }, true>;
  charged_at: NullableTimestamp;
  settled_at: NullableTimestamp;
  /** Its refunds and chargebacks, oldest first (migration 0022; SandboxReversal[]). */
  refunds: Json<JsonValue[], true>;
  expires_at: Timestamp;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface JobsTable {
  /** bigserial: read as a string (int8). */
  id: Generated<string>;
  queue: string;
  /** Idempotency key: enqueueing the same key twice keeps one job. */
  key: string | null;
  payload: Json<{ [key: string]: JsonValue }, true>;
  run_at: ColumnType<Date, Date | string | undefined, Date | string>;
  state: ColumnType<JobState, JobState | undefined, JobState>;
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: ColumnType<number, number | undefined, number>;
  locked_by: string | null;
  locked_until: NullableTimestamp;
  last_error: string | null;
  done_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A SmartFest round as stored in smartfest_editions.rounds (0016): times in ISO 8601. */
export type SmartfestRoundRow = { name: string; starts_at: string; ends_at: string; description: string };
/** A SmartFest category (0016): its name and the grades it takes. */
export type SmartfestCategoryRow = { name: string; grades: number[] };

/** One SmartFest edition's programme (0016, decision 085). */
export interface SmartfestEditionsTable {
  id: Generated<string>;
  slug: string;
  name: string;
  registration_opens_at: Timestamp;
  registration_closes_at: Timestamp;
  final_at: Timestamp;
  final_place: string;
  rounds: Json<SmartfestRoundRow[]>;
  categories: Json<SmartfestCategoryRow[]>;
  prizes: Json<string[]>;
  created_at: CreatedAt;
}

/** One student registered for one edition (0016); unique per edition, parent's number and name. */
export interface SmartfestRegistrationsTable {
  id: Generated<string>;
  edition_id: string;
  student_name: string;
  grade: number;
  school: string;
  parent_name: string;
  parent_phone_e164: string;
  email: string | null;
  user_id: string | null;
  ip_hash: string | null;
  request_id: string;
  created_at: CreatedAt;
}

/** A teacher's application to Akademi Guru (0016); one per WhatsApp number. */
export interface AkademiApplicationsTable {
  id: Generated<string>;
  name: string;
  phone_e164: string;
  email: string;
  province: string;
  city: string;
  subjects: Json<string[]>;
  levels: Json<string[]>;
  experience: string;
  motivation: string | null;
  user_id: string | null;
  ip_hash: string | null;
  request_id: string;
  created_at: CreatedAt;
}

export interface Tables {
  schema_migrations: SchemaMigrationsTable;
  accounts: AccountsTable;
  users: UsersTable;
  otp_challenges: OtpChallengesTable;
  refresh_tokens: RefreshTokensTable;
  register_tokens: RegisterTokensTable;
  email_verification_tokens: EmailVerificationTokensTable;
  leads: LeadsTable;
  lead_repeat_claims: LeadRepeatClaimsTable;
  lead_reason_tokens: LeadReasonTokensTable;
  rate_limit_counters: RateLimitCountersTable;
  subscriptions: SubscriptionsTable;
  feature_flags: FeatureFlagsTable;
  modal_configurations: ModalConfigurationsTable;
  support_issues: SupportIssuesTable;
  tanya_chapters: TanyaChaptersTable;
  tanya_topics: TanyaTopicsTable;
  tanya_questions: TanyaQuestionsTable;
  tanya_videos: TanyaVideosTable;
  tanya_related_questions: TanyaRelatedQuestionsTable;
  teachers: TeachersTable;
  live_classes: LiveClassesTable;
  class_attendance: ClassAttendanceTable;
  class_ratings: ClassRatingsTable;
  class_questions: ClassQuestionsTable;
  class_question_votes: ClassQuestionVotesTable;
  jobs: JobsTable;
  tanya_video_views: TanyaVideoViewsTable;
  class_bookings: ClassBookingsTable;
  packages: PackagesTable;
  package_tenures: PackageTenuresTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  payment_attempts: PaymentAttemptsTable;
  payment_notifications: PaymentNotificationsTable;
  payment_reversals: PaymentReversalsTable;
  midtrans_sandbox_transactions: MidtransSandboxTransactionsTable;
  smartfest_editions: SmartfestEditionsTable;
  smartfest_registrations: SmartfestRegistrationsTable;
  akademi_applications: AkademiApplicationsTable;
}

export type Account = Selectable<AccountsTable>;
export type NewAccount = Insertable<AccountsTable>;
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type OtpChallenge = Selectable<OtpChallengesTable>;
export type RefreshToken = Selectable<RefreshTokensTable>;
export type RegisterToken = Selectable<RegisterTokensTable>;
export type EmailVerificationToken = Selectable<EmailVerificationTokensTable>;
export type Lead = Selectable<LeadsTable>;
export type NewLead = Insertable<LeadsTable>;
export type Subscription = Selectable<SubscriptionsTable>;
export type FeatureFlag = Selectable<FeatureFlagsTable>;
export type ModalConfiguration = Selectable<ModalConfigurationsTable>;
export type SupportIssue = Selectable<SupportIssuesTable>;
export type Teacher = Selectable<TeachersTable>;
export type LiveClass = Selectable<LiveClassesTable>;
export type NewLiveClass = Insertable<LiveClassesTable>;
export type Job = Selectable<JobsTable>;
export type Package = Selectable<PackagesTable>;
export type PackageTenure = Selectable<PackageTenuresTable>;
export type Order = Selectable<OrdersTable>;
export type OrderLine = Selectable<OrderLinesTable>;
export type PaymentAttempt = Selectable<PaymentAttemptsTable>;
export type PaymentReversal = Selectable<PaymentReversalsTable>;
export type ClassBooking = Selectable<ClassBookingsTable>;
export type MidtransSandboxTransaction = Selectable<MidtransSandboxTransactionsTable>;
