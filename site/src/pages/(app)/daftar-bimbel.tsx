import { DaftarBimbelView } from '#site/features/marketing/daftar-bimbel-view.tsx';
import { paketPath } from '#site/features/paket/paket-query.ts';
import { getDatabase } from '#site/server/db/database.ts';
import { loadProgramOffers } from '#site/server/billing/catalogue/sales-loaders.ts';

// Daftar Bimbel Page (docs/product §2, decision 084): every program of the catalogue, read per
// request (a new or withdrawn package shows at once) and kept by the public page cache.
export default async function DaftarBimbelPage() {
  const { db } = await getDatabase();
  const offers = await loadProgramOffers(db);
  return <DaftarBimbelView offers={offers} checkoutPathOf={(program) => paketPath({ program })} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
