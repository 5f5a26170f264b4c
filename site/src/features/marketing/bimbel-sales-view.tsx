import { LEAD_SOURCES } from '@bimbel/domain/catalogue/lead-source';
import type { PackageProgram } from '@bimbel/domain/packages/package-program';
import { DAFTAR_BIMBEL_PATH } from '@bimbel/domain/packages/program-slug';
import { css } from '@bimbel/styled-system/css';
import { buildBreadcrumbList } from '#site/features/shared/json-ld.ts';
import { JsonLdScripts } from '#site/features/shared/json-ld-scripts.tsx';
import { PageMeta } from '#site/features/shared/page-meta.tsx';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { getConfig } from '#site/server/config/config.ts';
import type { ProgramOffer, SalesSchedule } from '#site/server/billing/catalogue/sales-loaders.ts';
import { ComingClasses } from './coming-classes.tsx';
import { ExampleTestimonials } from './example-testimonials.tsx';
import { FamilyBenefits } from './family-benefits.tsx';
import { LeadBanner } from './lead-banner.tsx';
import { LeadBannerButton } from './lead-banner-button.tsx';
import {
  buttonRowClass,
  containerClass,
  linkButton,
  sectionClass,
  sectionLeadClass,
  sectionTitleClass,
  textLinkClass,
} from './marketing.styles.ts';
import { MarketingHero } from './marketing-hero.tsx';
import { ProgramOfferCards } from './program-offer-cards.tsx';
import { buildSalesCourse, buildFaqPage } from './sales-json-ld.ts';
import { buildSalesFaq, SalesFaq } from './sales-faq.tsx';
import { SalesTeachers } from './sales-teachers.tsx';

export const BIMBEL_SALES_PATH = '/bimbel-online';
const NAME = `Bimbel online ${SITE_INFO.brandName}`;
const DESCRIPTION =
  'Bimbel online kelas 5–12 dan UTBK-SNBT: kelas live Matematika bersama guru dengan jadwal tetap tiap minggu, laporan mingguan untuk orangtua, dan harga paket per bulan.';

const mutedClass = css({ color: 'muted', fontSize: 'sm', mt: '4' });
const sectionBodyClass = css({ mt: '6' });
const altSectionClass = `${sectionClass} ${css({ bg: 'surface' })}`;

/**
 * Bimbel Sales Page (docs/product §2 /bimbel-online, decision 084): what a family gets, the live
 * classes with the real coming classes and teachers, the catalogue's prices, example
 * testimonials, the FAQ and the lead form ('Bimbel Page Banner'). Server-rendered: the lead
 * buttons are its only client code.
 */
export function BimbelSalesView({
  offers,
  schedule,
  checkoutPathOf,
}: {
  offers: readonly ProgramOffer[];
  schedule: SalesSchedule;
  checkoutPathOf: (program: PackageProgram) => string;
}) {
  const origin = getConfig().publicOrigin;
  const faq = buildSalesFaq(offers);
  const blocks = [
    buildSalesCourse({
      origin,
      path: BIMBEL_SALES_PATH,
      name: NAME,
      description: DESCRIPTION,
      provider: SITE_INFO.brandName,
      offers,
      classes: schedule.classes,
    }),
    buildFaqPage(faq),
    buildBreadcrumbList(origin, [
      { name: 'Beranda', path: '/' },
      { name: 'Bimbel online', path: BIMBEL_SALES_PATH },
    ]),
  ];
  const taxNote = offers[0]?.packages[0]?.taxNote;
  return (
    <>
      <PageMeta
        title="Bimbel online kelas live SD, SMP, SMA, SMK dan UTBK-SNBT"
        description={DESCRIPTION}
        path={BIMBEL_SALES_PATH}
      />
      <JsonLdScripts blocks={blocks} />
      <main>
        <MarketingHero
          eyebrow={NAME}
          title="Kelas live bareng guru, jadwal tetap tiap minggu."
          lead="Untuk SD, SMP, SMA, SMK, dan persiapan UTBK-SNBT. Anak belajar dari rumah lewat HP atau laptop; orangtua memantau lewat laporan mingguan."
          image={{ src: '/images/bimbel-hero.svg', width: 480, height: 360 }}
          actions={
            <div className={buttonRowClass}>
              <a href="#harga" className={linkButton({ variant: 'primary' })}>
                Lihat harga paket
              </a>
              <LeadBannerButton
                source={LEAD_SOURCES.bimbelPageBanner}
                className={linkButton({ variant: 'secondary' })}
              >
                Minta info Bimbel
              </LeadBannerButton>
              <a href={DAFTAR_BIMBEL_PATH} className={linkButton({ variant: 'secondary' })}>
                Daftar sekarang
              </a>
            </div>
          }
        />
        <FamilyBenefits />
        <section id="format-kelas" aria-labelledby="format-title" className={altSectionClass}>
          <div className={containerClass}>
            <h2 id="format-title" className={sectionTitleClass}>
              Seperti apa kelas live-nya?
            </h2>
            <p className={sectionLeadClass}>
              Guru mengajar langsung di kelas online, murid bertanya di kelas, dan materinya bisa dibuka lagi
              sesudahnya. Ini kelas berikutnya untuk tiap kelas, langsung dari jadwal kami (jam dalam WIB).
            </p>
            <div className={sectionBodyClass}>
              <ComingClasses classes={schedule.classes} label="Kelas live berikutnya" />
            </div>
            <p className={mutedClass}>
              <a href="/jadwal" className={textLinkClass}>
                Lihat jadwal lengkap per kelas
              </a>
            </p>
          </div>
        </section>
        <section aria-labelledby="teachers-title" className={sectionClass}>
          <div className={containerClass}>
            <h2 id="teachers-title" className={sectionTitleClass}>
              Guru yang mengajar
            </h2>
            <div className={sectionBodyClass}>
              <SalesTeachers teachers={schedule.teachers} />
            </div>
            <p className={mutedClass}>
              <a href="/gurujuara" className={textLinkClass}>
                Kenali Guru Juara dan jadwal mengajarnya
              </a>
            </p>
          </div>
        </section>
        <section id="harga" aria-labelledby="prices-title" className={altSectionClass}>
          <div className={containerClass}>
            <h2 id="prices-title" className={sectionTitleClass}>
              Program dan harga
            </h2>
            <p className={sectionLeadClass}>
              {`Harga per bulan untuk langganan 1 bulan; langganan lebih lama lebih hemat. ${taxNote ?? ''}`.trim()}
            </p>
            <div className={sectionBodyClass}>
              <ProgramOfferCards offers={offers} checkoutPathOf={checkoutPathOf} />
            </div>
          </div>
        </section>
        <ExampleTestimonials />
        <SalesFaq questions={faq} />
        <LeadBanner
          source={LEAD_SOURCES.bimbelPageBanner}
          title="Masih ragu memilih program?"
          body="Tinggalkan nomor WhatsApp-mu. Tim kami menjelaskan kelas, jadwal, dan harganya, tanpa kewajiban membeli."
          buttonLabel="Minta info Bimbel"
        />
      </main>
    </>
  );
}
