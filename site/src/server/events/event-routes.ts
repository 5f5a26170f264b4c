import {
  applyAkademiContract,
  exportAkademiApplicationsContract,
  exportSmartfestRegistrationsContract,
  registerSmartfestContract,
} from '@bimbel/domain/contracts/event-contracts';
import { AkademiApplicationSchema } from '@bimbel/domain/events/akademi-application';
import { SMARTFEST_CLOSED_MESSAGE, toRegistrationState } from '@bimbel/domain/events/smartfest-edition';
import { SmartfestRegistrationSchema } from '@bimbel/domain/events/smartfest-registration';
import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '../http/api-error.ts';
import { clientIp, type BackendContext, type BackendDeps, type BackendEnv, type BackendService } from '../http/backend-context.ts';
import { respond, serve } from '../http/contract-routes.ts';
import { log } from '../http/logger.ts';
import { RateLimitedError } from '../http/rate-limited-error.ts';
import { readJson } from '../http/validate.ts';
import { hashClientIp } from '../leads/client-ip-hash.ts';
import { hitRateLimit } from '../rate-limit/rate-limit.ts';
import { findApplication, insertApplication } from './akademi-queries.ts';
import { AKADEMI_EXPORT, exportEventRows, SMARTFEST_EXPORT } from './event-export.ts';
import { EVENT_RATE_LIMITED_MESSAGE, eventIpRule, eventPhoneRule, type EventForm } from './event-policy.ts';
import { findCurrentEdition, findRegistration, insertRegistration, type RegistrationMeta } from './smartfest-queries.ts';
import { validateForm } from './validate-form.ts';

/** Counts one hit of a rule; over the limit → 429 with Retry-After. */
async function limit(deps: BackendDeps, c: BackendContext, rule: Parameters<typeof hitRateLimit>[1], form: EventForm) {
  const { db } = await deps.database();
  const result = await hitRateLimit(db, rule, deps.now());
  if (result.allowed) return;
  log('info', `${form} rate limited`, { requestId: c.get('requestId') });
  throw new RateLimitedError(result.retryAfterSeconds, 'rate_limited', EVENT_RATE_LIMITED_MESSAGE);
}

/**
 * Reads a form body: any JSON (400/413 as every call), the submission counted against the
 * client's IP — invalid ones too, so guessing costs — then every field checked (422 with `fields`).
 */
async function readForm<Schema extends z.ZodType>(
  c: BackendContext,
  deps: BackendDeps,
  form: EventForm,
  schema: Schema,
): Promise<{ value: z.output<Schema>; meta: RegistrationMeta }> {
  const body = await readJson(c, z.unknown());
  const config = deps.config();
  const ipHash = hashClientIp(clientIp(c, config), config.authSecret);
  await limit(deps, c, eventIpRule(form, ipHash), form);
  return {
    value: validateForm(schema, body),
    meta: { userId: c.get('auth')?.userId ?? null, ipHash, requestId: c.get('requestId'), at: deps.now() },
  };
}

/**
 * SmartFest registrations and Akademi Guru applications (issue 17, decision 085): the public
 * forms (the same student or number again answers what is stored: 200, `repeat: true`) and the
 * team's exports behind ADMIN_TOKEN.
 */
export const eventsService: BackendService = (deps) => {
  const app = new Hono<BackendEnv>();

  serve(
    app,
    deps,
    registerSmartfestContract,
    async (c) => {
      const { value, meta } = await readForm(c, deps, 'smartfest', SmartfestRegistrationSchema);
      const { db } = await deps.database();
      const edition = await findCurrentEdition(db, meta.at);
      if (!edition || toRegistrationState(edition, meta.at) !== 'open') {
        throw new ApiError(409, 'registration_closed', SMARTFEST_CLOSED_MESSAGE);
      }
      const answer = (row: { id: string; created_at: Date }, repeat: boolean) =>
        respond(
          c,
          registerSmartfestContract,
          { id: row.id, created_at: row.created_at.toISOString(), repeat, edition: edition.slug },
          repeat ? 200 : 201,
        );
      const earlier = await findRegistration(db, edition.id, value);
      if (earlier) return answer(earlier, true);
      await limit(deps, c, eventPhoneRule('smartfest', value.parent_phone), 'smartfest');
      const stored = await insertRegistration(db, edition.id, value, meta);
      if (stored) {
        log('info', 'smartfest registration stored', { requestId: meta.requestId, id: stored.id });
        return answer(stored, false);
      }
      // Stored by a submit that won the race a moment ago: that one is the answer.
      return answer((await findRegistration(db, edition.id, value))!, true);
    },
    { bodyInHandler: true },
  );

  serve(
    app,
    deps,
    applyAkademiContract,
    async (c) => {
      const { value, meta } = await readForm(c, deps, 'akademi', AkademiApplicationSchema);
      const { db } = await deps.database();
      const answer = (row: { id: string; created_at: Date }, repeat: boolean) =>
        respond(
          c,
          applyAkademiContract,
          { id: row.id, created_at: row.created_at.toISOString(), repeat },
          repeat ? 200 : 201,
        );
      const earlier = await findApplication(db, value.phone);
      if (earlier) return answer(earlier, true);
      await limit(deps, c, eventPhoneRule('akademi', value.phone), 'akademi');
      const stored = await insertApplication(db, value, meta);
      if (stored) {
        log('info', 'akademi application stored', { requestId: meta.requestId, id: stored.id });
        return answer(stored, false);
      }
      return answer((await findApplication(db, value.phone))!, true);
    },
    { bodyInHandler: true },
  );

  serve(app, deps, exportSmartfestRegistrationsContract, (c) => exportEventRows(c, deps, SMARTFEST_EXPORT));
  serve(app, deps, exportAkademiApplicationsContract, (c) => exportEventRows(c, deps, AKADEMI_EXPORT));
  return app;
};
