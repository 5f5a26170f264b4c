import { z } from 'zod';
import { normalizePhoneNumber } from '../phone/normalize-phone-number.ts';

/** `source` and `action` name where and what the user asked help for (not user-typed text). */
export const SUPPORT_ISSUE_TEXT_MAX_LENGTH = 100;
/** Bounds the separators of a typed number; the normaliser decides the rest. */
export const SUPPORT_ISSUE_PHONE_MAX_LENGTH = 24;

/** Copy docs/product does not give (to be approved by the business). */
export const SUPPORT_ISSUE_MESSAGES = {
  phoneNumber: 'Nomor tidak sesuai. Gunakan minimal 9 angka dan tanpa karakter',
  source: 'Sumber laporan belum diisi dengan benar.',
  action: 'Jenis bantuan belum diisi dengan benar.',
} as const;

const text = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(SUPPORT_ISSUE_TEXT_MAX_LENGTH, { error: message })
    // Control characters (NUL above all: PostgreSQL text cannot hold it) are never meant.
    .regex(/^\P{Cc}*$/u, { error: message });

/**
 * Body of `POST {live-classes-api}/api/v1/support_issues` and `POST /api/v2/support_issues`
 * (docs/product §7: phone_number, source, action; v2's payload is not shown, so it shares this one).
 * The output's `phone_number` is E.164, ready to store.
 *
 * @example
 * SupportIssueSchema.parse({ phone_number: '0812-3456-7890', source: 'paused_subscription_popup', action: 'reactivate' });
 * // { phone_number: '+6281234567890', source: 'paused_subscription_popup', action: 'reactivate' }
 */
export const SupportIssueSchema = z.object({
  phone_number: z
    .string({ error: SUPPORT_ISSUE_MESSAGES.phoneNumber })
    .trim()
    .max(SUPPORT_ISSUE_PHONE_MAX_LENGTH, { error: SUPPORT_ISSUE_MESSAGES.phoneNumber })
    .transform((value, context) => {
      const result = normalizePhoneNumber(value);
      if (result.ok) return result.e164;
      context.issues.push({ code: 'custom', message: SUPPORT_ISSUE_MESSAGES.phoneNumber, input: value });
      return z.NEVER;
    }),
  source: text(SUPPORT_ISSUE_MESSAGES.source),
  action: text(SUPPORT_ISSUE_MESSAGES.action),
});

export type SupportIssueInput = z.input<typeof SupportIssueSchema>;
export type SupportIssue = z.output<typeof SupportIssueSchema>;
