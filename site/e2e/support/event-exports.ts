import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './admin-leads.ts';

/** The rows of an admin export (decision 085): `GET /api/admin/{path}?format=json`, all of them. */
export async function exportedRows(
  request: APIRequestContext,
  path: 'smartfest-registrations' | 'akademi-applications',
): Promise<Record<string, unknown>[]> {
  const response = await request.get(`/api/admin/${path}?format=json&limit=1000`, {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  if (!response.ok()) throw new Error(`admin export ${response.status()}: ${await response.text()}`);
  const body = (await response.json()) as { data: Record<string, Record<string, unknown>[]> };
  return path === 'smartfest-registrations' ? body.data.registrations! : body.data.applications!;
}
