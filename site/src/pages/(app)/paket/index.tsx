import { LEAD_SOURCES } from '@bimbel/domain/catalogue/lead-source';
import { CALL_ME_BACK_AUTO_OPEN_MS } from '@bimbel/domain/constants/limits';
import { css } from '@bimbel/styled-system/css';
import type { PageProps } from 'waku/router';
import { LeadAutoOpen } from '#site/features/lead/lead-auto-open.tsx';
import { LeadBanner } from '#site/features/marketing/lead-banner.tsx';
import { CheckoutHelpButton } from '#site/features/paket/checkout-help-button.tsx';
import { checkoutClientClasses } from '#site/features/paket/checkout.styles.ts';
import { loadPaketPage } from '#site/features/paket/load-paket-page.ts';
import { readPaketQuery } from '#site/features/paket/paket-query.ts';
import { PaketView } from '#site/features/paket/paket-view.tsx';
import { optionalPageSession } from '#site/server/auth/page-session.ts';
import { getDatabase } from '#site/server/db/database.ts';
import { PageMeta } from '#site/features/shared/page-meta.tsx';

// The package selector (docs/product §2 /paket; decision 081): public, read per request — a
// logged-in family sees the packages of its children's grades first. Its banner carries 'Paket
// Page Banner', its help line 'Paket Web Checkout', and the lead form opens by itself after 10 s
// with 'Paket Auto Open' (docs/product §3, §9; the lead feature's auto-open rules).
export default async function PaketPage({ path, query }: PageProps<'/paket'>) {
  const search = query ?? '';
  const claims = await optionalPageSession(search ? `${path}?${search}` : path);
  const { db } = await getDatabase();
  const filter = readPaketQuery(search);
  const data = await loadPaketPage(db, claims, filter);
  return (
    <>
      <PageMeta
        title="Paket Bimbel online kelas 5–12"
        description="Pilih paket Bimbel online untuk SD, SMP, SMA, SMK dan UTBK-SNBT: kelas live Matematika bersama guru, harga per bulan dan hemat untuk langganan lebih lama."
        path="/paket"
      />
      <PaketView
        data={data}
        query={filter}
        help={
          <p className={css({ color: 'muted' })}>
            Bingung memilih paket?{' '}
            <CheckoutHelpButton
              source={LEAD_SOURCES.paketWebCheckout}
              className={checkoutClientClasses.helpButton}
            />
          </p>
        }
        banner={
          <LeadBanner
            source={LEAD_SOURCES.paketPageBanner}
            title="Mau dibantu memilih paket?"
            body="Tinggalkan nomor WhatsApp-mu. Tim kami menjelaskan isi paket dan jadwalnya, tanpa kewajiban membeli."
            buttonLabel="Minta info paket"
          />
        }
      />
      <LeadAutoOpen source={LEAD_SOURCES.paketAutoOpen} delayMs={CALL_ME_BACK_AUTO_OPEN_MS} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
