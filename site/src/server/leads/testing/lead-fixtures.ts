import type { Harness } from '#site/server/testing/backend-harness.ts';

/*
 * Helpers of the lead suites: a test file shares one database, so every lead gets its own
 * phone number and caller IP unless a test wants them shared.
 */

export const CALLMEBACK = '/api/v1/callmeback';

export type LeadBody = {
  data?: { id: string; created_at: string; reason_token: string };
  error?: { code: string; message: string; field?: string };
};

export type ReasonBody = {
  data?: { id: string; reason: string };
  error?: { code: string; message: string; field?: string };
};

/** A reason token as the server makes them: 256 random bits, base64url. */
export const REASON_TOKEN = /^[A-Za-z0-9_-]{43}$/;

let sequence = 0;

/** A phone number no other lead of the run uses, typed as a visitor would (0812 7…). */
export function uniquePhone(): { typed: string; e164: string } {
  sequence += 1;
  const digits = `8127${String(sequence).padStart(7, '0')}`;
  return { typed: `0${digits.slice(0, 3)} ${digits.slice(3, 7)} ${digits.slice(7)}`, e164: `+62${digits}` };
}

/** An IP no other lead of the run uses. */
export function uniqueIp(): string {
  sequence += 1;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
}

export function leadPayload(overrides: Record<string, unknown> = {}) {
  return {
    user_type: 'parent',
    phone_number: uniquePhone().typed,
    name: 'Ibu Sari Wulandari',
    grade: 7,
    source_page: 'Home Page Banner',
    ...overrides,
  };
}

export async function submitLead(
  h: Harness,
  json: unknown,
  options: { ip?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: LeadBody; response: Response }> {
  const response = await h.request('POST', CALLMEBACK, { ...options, json, ip: options.ip ?? uniqueIp() });
  return { status: response.status, body: (await response.json()) as LeadBody, response };
}

/** The reason step's call: PUT /api/v1/callmeback/{id} with `{ reason, token }` (or any body). */
export async function saveReason(
  h: Harness,
  id: string,
  json: unknown,
): Promise<{ status: number; body: ReasonBody }> {
  const response = await h.request('PUT', `${CALLMEBACK}/${encodeURIComponent(id)}`, {
    json,
    ip: uniqueIp(),
  });
  return { status: response.status, body: (await response.json()) as ReasonBody };
}

export function leadsOfPhone(h: Harness, e164: string) {
  return h.database.db
    .selectFrom('leads')
    .selectAll()
    .where('phone_e164', '=', e164)
    .orderBy('created_at')
    .execute();
}
