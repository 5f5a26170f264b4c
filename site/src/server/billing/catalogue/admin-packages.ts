import { importPackagesContract } from '@bimbel/domain/contracts/order-contracts';
import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '../../http/api-error.ts';
import type { BackendEnv, BackendService } from '../../http/backend-context.ts';
import { respond, serve } from '../../http/contract-routes.ts';
import { log } from '../../http/logger.ts';
import { readJson } from '../../http/validate.ts';
import { importPackages } from './import-packages.ts';

export const ADMIN_PACKAGE_MESSAGES = {
  importInvalid: (count: number) =>
    `${count} paket tidak valid. Tidak ada yang disimpan; perbaiki lalu kirim lagi.`,
} as const;

/**
 * The body as read before its records are checked one by one (import-packages.ts), so a 422
 * lists every bad record, not the first.
 */
const ImportEnvelopeSchema = z.object(
  { packages: z.array(z.unknown(), { error: 'packages harus daftar paket.' }).max(500) },
  { error: 'Kirim objek JSON { "packages": [...] }.' },
);

/**
 * Catalogue administration (decision 079), behind `Authorization: Bearer <ADMIN_TOKEN>`:
 * `POST /api/admin/packages/import[?dryRun=true]` — `{ packages }`, all or nothing; 422 with
 * `error.problems` (list, index, key, reason) for every bad record. Larger files go through
 * `pnpm --filter site packages:import`.
 */
export const packagesAdminService: BackendService = (deps) => {
  const app = new Hono<BackendEnv>();

  serve(
    app,
    deps,
    importPackagesContract,
    async (c, { query }) => {
      const body = await readJson(c, ImportEnvelopeSchema);
      const { db } = await deps.database();
      const outcome = await importPackages(
        db,
        body.packages.map((value, index) => ({ place: { index }, value })),
        { dryRun: query.dryRun },
      );
      c.header('Cache-Control', 'no-store');
      if (!outcome.ok) {
        const problems = outcome.problems.map(({ index, key, reason }) => ({
          list: 'packages',
          index,
          ...(key ? { key } : {}),
          reason,
        }));
        throw new ApiError(
          422,
          'validation_failed',
          ADMIN_PACKAGE_MESSAGES.importInvalid(problems.length),
          undefined,
          {
            problems,
          },
        );
      }
      log('info', 'packages imported', {
        requestId: c.get('requestId'),
        dryRun: query.dryRun,
        ...outcome.counts,
      });
      return respond(c, importPackagesContract, { dryRun: query.dryRun, ...outcome.counts });
    },
    { bodyInHandler: true },
  );

  return app;
};
