import {
  exportLeadsContract,
  saveLeadReasonContract,
  submitLeadContract,
} from '@bimbel/domain/contracts/leads-contracts';
import { Hono } from 'hono';
import type { BackendEnv, BackendService } from '../http/backend-context.ts';
import { serve } from '../http/contract-routes.ts';
import { exportLeads } from './admin-leads.ts';
import { saveLeadReason } from './save-lead-reason.ts';
import { submitLead } from './submit-lead.ts';

/**
 * Leads: the call-me-back request of docs/product §7 (anonymous or with a bearer token; a bad or
 * expired token never costs the lead, it is stored anonymously), the reason step's answer for
 * the lead it created (by id, with the reason token the request answered) and the sales team's
 * export.
 */
export const leadsService: BackendService = (deps) => {
  const app = new Hono<BackendEnv>();
  serve(app, deps, submitLeadContract, (c, { body }) => submitLead(c, deps, body));
  serve(app, deps, saveLeadReasonContract, (c, input) => saveLeadReason(c, deps, input));
  serve(app, deps, exportLeadsContract, (c) => exportLeads(c, deps));
  return app;
};
