import { Hono, type Context } from 'hono';
import { ApiError } from '../http/api-error.ts';
import {
  modalConfigurationContract,
  pausedSubscriptionPopupContract,
} from '@bimbel/domain/contracts/content-contracts';
import type { BackendEnv, BackendService } from '../http/backend-context.ts';
import { respond, serve } from '../http/contract-routes.ts';
import { PAUSED_SUBSCRIPTION_POPUP_KEY } from '@bimbel/domain/routes/paused-popup';
import { findModalContents } from './modal-queries.ts';
import { contentLocales } from './request-locale.ts';

export const MODAL_MESSAGES = {
  notFound: 'Konten tidak ditemukan.',
} as const;

/** The same for every user: shared caches may keep it a minute, per locale header. */
function setContentCaching(c: Context) {
  c.header('Cache-Control', 'public, max-age=60');
  c.header('Vary', 'Locale, Accept-Language');
}

function requestedLocales(c: Context) {
  return contentLocales({ locale: c.req.header('locale'), acceptLanguage: c.req.header('accept-language') });
}

/**
 * Configurable modal content (docs/product §7): the list of enabled modals on the main API, and the
 * paused-subscription popup on the live-classes API. Both public, both in the request's
 * locale with Indonesian as the fallback.
 */
export const modalsService: BackendService = (deps) => {
  const app = new Hono<BackendEnv>();

  serve(app, deps, modalConfigurationContract, async (c) => {
    const { db } = await deps.database();
    const modals = await findModalContents(db, requestedLocales(c));
    setContentCaching(c);
    return respond(c, modalConfigurationContract, modals);
  });

  serve(app, deps, pausedSubscriptionPopupContract, async (c) => {
    const { db } = await deps.database();
    const [popup] = await findModalContents(db, requestedLocales(c), PAUSED_SUBSCRIPTION_POPUP_KEY);
    if (!popup) throw new ApiError(404, 'not_found', MODAL_MESSAGES.notFound);
    setContentCaching(c);
    return respond(c, pausedSubscriptionPopupContract, popup);
  });

  return app;
};
