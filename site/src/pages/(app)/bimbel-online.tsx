import { BimbelSalesView } from '#site/features/marketing/bimbel-sales-view.tsx';
import { paketPath } from '#site/features/paket/paket-query.ts';
import { getDatabase } from '#site/server/db/database.ts';
import { loadProgramOffers, loadSalesSchedule } from '#site/server/billing/catalogue/sales-loaders.ts';

// Bimbel Sales Page (docs/product §2, decision 084): the same for every visitor, rendered per
// request (prices from the catalogue, the coming classes move with time) and kept by the public
// page cache like /jadwal.
export default async function BimbelSalesPage() {
  const { db } = await getDatabase();
  const offers = await loadProgramOffers(db);
  const schedule = await loadSalesSchedule(
    db,
    offers.map((offer) => offer.program),
  );
  return (
    <BimbelSalesView
      offers={offers}
      schedule={schedule}
      checkoutPathOf={(program) => paketPath({ program })}
    />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
