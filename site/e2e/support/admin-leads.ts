import type { APIRequestContext } from '@playwright/test';

/** The journeys' admin token (playwright.config.ts gives it to the server); not a secret. */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-for-journeys-only';

export type ExportedLead = {
  id: string;
  user_type: string;
  phone_number: string;
  name: string;
  grade: string;
  source_page: string;
  reason: string | null;
  user_id: string | null;
};

/** The leads stored for one number, read from the sales team's export (GET /api/admin/leads). */
export async function exportedLeadsFor(
  request: APIRequestContext,
  phoneE164: string,
): Promise<ExportedLead[]> {
  const response = await request.get('/api/admin/leads?format=json&limit=1000', {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  if (!response.ok()) throw new Error(`admin export ${response.status()}: ${await response.text()}`);
  const body = (await response.json()) as { data: { leads: ExportedLead[] } };
  return body.data.leads.filter((lead) => lead.phone_number === phoneE164);
}
