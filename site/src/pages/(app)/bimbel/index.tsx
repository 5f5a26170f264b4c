import { css } from '@bimbel/styled-system/css';
import { LEAD_SOURCES } from '@bimbel/domain/catalogue/lead-source';
import { BimbelBenefits } from '#site/features/marketing/bimbel-benefits.tsx';
import { ClassSchedule } from '#site/features/marketing/class-schedule.tsx';
import { FreeClassesOffer } from '#site/features/marketing/free-classes-offer.tsx';
import { GradeFourPath } from '#site/features/marketing/grade-four-path.tsx';
import { LeadBanner } from '#site/features/marketing/lead-banner.tsx';
import { LiveClassSteps } from '#site/features/marketing/live-class-steps.tsx';
import { buttonRowClass, linkButton } from '#site/features/marketing/marketing.styles.ts';
import { MarketingHero } from '#site/features/marketing/marketing-hero.tsx';
import { StudentClassLink } from '#site/features/marketing/student-class-link.tsx';
import { AppStoreBadges } from '#site/features/shell/app-store-badges.tsx';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { PageMeta } from '#site/features/shared/page-meta.tsx';
import { SiteJsonLd } from '#site/features/shared/site-json-ld.tsx';

// Live Classes Home Page (docs/product §2): where logins land (POST_LOGIN_REDIRECT_PATH).
export default async function BimbelPage() {
  return (
    <>
      <PageMeta
        title="Bimbel live kelas 4–12"
        description="Kelas live Matematika bareng guru dengan jadwal tetap tiap minggu: paket untuk kelas 5 SD sampai 12 SMA/SMK, kelas gratis mulai kelas 4. Ikut lewat aplikasi di HP atau website di laptop."
        path="/bimbel"
      />
      <SiteJsonLd />
      <main>
        <MarketingHero
          eyebrow={`Bimbel live ${SITE_INFO.brandName}`}
          title="Kelas live bareng guru, langsung dari rumah."
          lead="Paket berlangganan untuk kelas 5 SD sampai 12 SMA/SMK, kelas gratis mulai kelas 4. Ikut kelas sesuai jadwalmu tiap minggu, lewat aplikasi di HP atau website di laptop."
          image={{ src: '/images/bimbel-hero.svg', width: 480, height: 360 }}
          actions={
            <div className={buttonRowClass}>
              <StudentClassLink className={linkButton({ variant: 'primary' })} />
              <a href="/bimbel-online#harga" className={linkButton({ variant: 'secondary' })}>
                Lihat program dan harga
              </a>
              <a href="#cara-ikut" className={linkButton({ variant: 'secondary' })}>
                Lihat cara ikut kelas
              </a>
            </div>
          }
        />
        <BimbelBenefits />
        <FreeClassesOffer />
        {/* Paid packages start at kelas 5: kelas 4's honest path (decision 103). */}
        <GradeFourPath source={LEAD_SOURCES.bimbelPageBanner} />
        <LiveClassSteps id="cara-ikut" />
        <ClassSchedule storeBadges={<AppStoreBadges className={css({ mt: '3' })} />} />
        <LeadBanner
          source={LEAD_SOURCES.bimbelPageBanner}
          title="Mau coba kelas live?"
          body="Tinggalkan nomor WhatsApp-mu. Tim kami membantu memilih paket dan jadwal yang cocok, tanpa kewajiban membeli."
          buttonLabel="Minta info Bimbel"
        />
      </main>
    </>
  );
}

// Marketing pages render at build time (ARCHITECTURE.md "Rendering").
export const getConfig = async () => ({ render: 'static' }) as const;
