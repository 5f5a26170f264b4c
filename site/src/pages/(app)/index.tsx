import { LEAD_SOURCES } from '@bimbel/domain/catalogue/lead-source';
import { GradeFourPath } from '#site/features/marketing/grade-four-path.tsx';
import { LeadBanner } from '#site/features/marketing/lead-banner.tsx';
import { LiveClassSteps } from '#site/features/marketing/live-class-steps.tsx';
import { buttonRowClass, linkButton } from '#site/features/marketing/marketing.styles.ts';
import { MarketingHero } from '#site/features/marketing/marketing-hero.tsx';
import { OfferCards } from '#site/features/marketing/offer-cards.tsx';
import { TrustPoints } from '#site/features/marketing/trust-points.tsx';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { PageMeta } from '#site/features/shared/page-meta.tsx';
import { SiteJsonLd } from '#site/features/shared/site-json-ld.tsx';

export default async function HomePage() {
  return (
    <>
      <PageMeta title="Bimbel online Matematika kelas 4–12" description={SITE_INFO.tagline} path="/" />
      <SiteJsonLd />
      <main>
        <MarketingHero
          eyebrow="Bimbel online kelas 4 SD – 12 SMA/SMK"
          title="Belajar Matematika jadi lebih gampang, dari rumah."
          lead="Ikut kelas live bareng guru sesuai jadwal kelasmu, lalu ulangi yang belum paham lewat video pembahasan soal di Tanya."
          image={{ src: '/images/home-hero.svg', width: 480, height: 360 }}
          actions={
            <div className={buttonRowClass}>
              <a href="/bimbel" className={linkButton({ variant: 'primary' })}>
                Lihat kelas Bimbel
              </a>
              <a href="/tanya" className={linkButton({ variant: 'secondary' })}>
                Cari pembahasan soal
              </a>
            </div>
          }
        />
        <OfferCards />
        <LiveClassSteps />
        <TrustPoints />
        {/* Paid packages start at kelas 5: kelas 4's honest path (decision 103). */}
        <GradeFourPath source={LEAD_SOURCES.homePageBanner} />
        <LeadBanner
          source={LEAD_SOURCES.homePageBanner}
          title="Bingung pilih kelas yang pas?"
          body={`Tinggalkan nomor WhatsApp-mu. Tim ${SITE_INFO.brandName} akan menghubungi untuk menjelaskan kelas dan paket yang cocok dengan kelas anak.`}
          buttonLabel="Minta info Bimbel"
        />
      </main>
    </>
  );
}

// Marketing pages render at build time (ARCHITECTURE.md "Rendering").
export const getConfig = async () => ({ render: 'static' }) as const;
