import { Hono } from 'hono';
import type { BackendEnv } from '../http/backend-context.ts';
import { optionalAuth } from '../http/guards.ts';
import type { BackendService } from '../http/services.ts';
import { exportLeads, requireAdminToken } from './admin-leads.ts';
import { saveLeadReason } from './save-lead-reason.ts';
import { submitLead } from './submit-lead.ts';

/**
 * Leads: the call-me-back request of SPEC §7 (anonymous or with a bearer token; a bad or
 * expired token never costs the lead, it is stored anonymously), the reason step's answer for
 * the lead it created (by id, with the reason token the request answered) and the sales team's
 * export.
 */
export const leadsService: BackendService = (deps) => {
  const app = new Hono<BackendEnv>();
  app.post('/api/v1/callmeback', optionalAuth(deps), (c) => submitLead(c, deps));
  app.put('/api/v1/callmeback/:id', (c) => saveLeadReason(c, deps));
  app.get('/api/admin/leads', requireAdminToken(deps), (c) => exportLeads(c, deps));
  return app;
};
