import { packageDetailContract, packagesContract } from '@bimbel/domain/contracts/package-contracts';
import { Hono, type Context } from 'hono';
import { ApiError } from '../../http/api-error.ts';
import type { BackendEnv, BackendService } from '../../http/backend-context.ts';
import { respond, serve } from '../../http/contract-routes.ts';
import { loadPackage, loadPackagesForGrade } from './package-loaders.ts';

export const PACKAGE_MESSAGES = {
  notFound: 'Paket tidak ditemukan atau sudah tidak dijual.',
} as const;

/** The same for everyone: shared caches may keep it a minute (a price change shows within it). */
function setCatalogueCaching(c: Context) {
  c.header('Cache-Control', 'public, max-age=60');
}

/**
 * The package catalogue (issue 16, decision 079) on the packages API: public, priced on the
 * server from the catalogue with the configured tax mode.
 */
export const packagesService: BackendService = (deps) => {
  const app = new Hono<BackendEnv>();

  serve(app, deps, packagesContract, async (c, { query }) => {
    const { db } = await deps.database();
    const packages = await loadPackagesForGrade(db, query, deps.config().pricesTaxMode);
    setCatalogueCaching(c);
    return respond(c, packagesContract, { packages });
  });

  serve(app, deps, packageDetailContract, async (c, { params }) => {
    const { db } = await deps.database();
    const found = await loadPackage(db, params.id, deps.config().pricesTaxMode);
    if (!found) throw new ApiError(404, 'not_found', PACKAGE_MESSAGES.notFound);
    setCatalogueCaching(c);
    return respond(c, packageDetailContract, found);
  });

  return app;
};
