import { programOfDaftarBimbelSegment } from '@bimbel/domain/packages/program-slug';
import type { PageProps } from 'waku/router';
import { unstable_notFound as notFound } from 'waku/router/server';
import { DaftarProgramView } from '#site/features/marketing/daftar-program-view.tsx';
import { paketPath } from '#site/features/paket/paket-query.ts';
import { getDatabase } from '#site/server/db/database.ts';
import { loadProgramOffer, loadProgramSchedule } from '#site/server/billing/catalogue/sales-loaders.ts';

// Daftar Bimbel {product} Page (docs/product §2 /daftar-bimbel-{product}, decision 084). Waku's
// routes match whole path segments, so `/daftar-bimbel-smp` is this one-segment route; every
// literal page of the same depth is matched first (server-entry.tsx), and any other address — or
// a program without an active package — is the site's 404 page with status 404.
export default async function DaftarBimbelProgramPage({ segment }: PageProps<'/[segment]'>) {
  const program = programOfDaftarBimbelSegment(segment);
  if (!program) notFound();
  const { db } = await getDatabase();
  const offer = await loadProgramOffer(db, program);
  if (!offer) notFound();
  const schedule = await loadProgramSchedule(db, program);
  return <DaftarProgramView offer={offer} schedule={schedule} checkoutPath={paketPath({ program })} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
