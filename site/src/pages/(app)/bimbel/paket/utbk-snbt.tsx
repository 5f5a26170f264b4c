import { LEAD_SOURCES } from '@bimbel/domain/catalogue/lead-source';
import { UTBK_SNBT_ID } from '@bimbel/domain/live-classes/focus-exams';
import { unstable_notFound as notFound } from 'waku/router/server';
import { FocusExamView } from '#site/features/live-classes/programme/focus-exam-view.tsx';
import { LeadBanner } from '#site/features/marketing/lead-banner.tsx';
import { LeadBannerButton } from '#site/features/marketing/lead-banner-button.tsx';
import { linkButton } from '#site/features/marketing/marketing.styles.ts';
import { loadFocusExamPage } from '#site/server/live-classes/focus-exam-page-loader.ts';

/** The package selector showing the UTBK-SNBT packages (decision 081). */
const UTBK_PACKAGES_PATH = '/paket?program=UTBK_SNBT';

// Bimbel Package UTBK-SNBT Page (docs/product §2, decision 077): public and the same for every
// visitor, rendered per request (the timetable moves with time) and kept by the public page cache,
// like /jadwal. Its lead requests carry 'Paket Page Banner' (docs/product §3): it is a package page.
export default async function BimbelPackageUtbkSnbtPage() {
  const data = await loadFocusExamPage(UTBK_SNBT_ID);
  if (!data) notFound();
  return (
    <FocusExamView
      data={data}
      buyLink={
        <a href={UTBK_PACKAGES_PATH} className={linkButton({ variant: 'primary' })}>
          Beli paket UTBK-SNBT
        </a>
      }
      leadButton={
        <LeadBannerButton
          source={LEAD_SOURCES.paketPageBanner}
          className={linkButton({ variant: 'secondary' })}
        >
          Minta info paket
        </LeadBannerButton>
      }
      leadBanner={
        <LeadBanner
          source={LEAD_SOURCES.paketPageBanner}
          title="Mau tahu harga dan jadwal paketnya?"
          body="Tinggalkan nomor WhatsApp-mu. Tim kami menelepon untuk menjelaskan Paket UTBK-SNBT dan membantu memilih, tanpa kewajiban membeli."
          buttonLabel="Minta info paket UTBK-SNBT"
        />
      }
    />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
