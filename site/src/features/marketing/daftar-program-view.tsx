import { LEAD_SOURCES } from '@bimbel/domain/catalogue/lead-source';
import { describeGrades } from '@bimbel/domain/packages/describe-grades';
import { DAFTAR_BIMBEL_PATH } from '@bimbel/domain/packages/program-slug';
import { formatRupiah } from '@bimbel/domain/money/format-rupiah';
import { css } from '@bimbel/styled-system/css';
import { buildBreadcrumbList } from '#site/features/shared/json-ld.ts';
import { JsonLdScripts } from '#site/features/shared/json-ld-scripts.tsx';
import { PageMeta } from '#site/features/shared/page-meta.tsx';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { getConfig } from '#site/server/config/config.ts';
import type { ProgramOffer, SalesSchedule } from '#site/server/billing/catalogue/sales-loaders.ts';
import { ComingClasses } from './coming-classes.tsx';
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
import { buildSalesCourse } from './sales-json-ld.ts';
import { SalesTeachers } from './sales-teachers.tsx';
import { TenurePriceTable } from './tenure-price-table.tsx';

const titleClass = css({
  fontSize: { base: '3xl', tablet: '4xl' },
  lineHeight: '1.15',
  overflowWrap: 'anywhere',
});
const crumbsClass = css({
  fontSize: 'sm',
  color: 'muted',
  mb: '4',
  '& ol': { display: 'flex', flexWrap: 'wrap', gap: '1', listStyle: 'none', p: '0', m: '0' },
});
const packagesClass = css({
  display: 'grid',
  gap: '4',
  mt: '6',
  p: '0',
  listStyle: 'none',
  gridTemplateColumns: { base: '1fr', laptop: 'repeat(2, minmax(0, 1fr))' },
});
const mutedClass = css({ color: 'muted', fontSize: 'sm', mt: '4' });

/**
 * Daftar Bimbel {product} Page (docs/product §2 /daftar-bimbel-{product}, decision 084): one
 * program of the catalogue — its packages with every tenure's price, its coming classes and
 * teachers — leading to the checkout (/paket with the program chosen) or the lead form.
 */
export function DaftarProgramView({
  offer,
  schedule,
  checkoutPath,
}: {
  offer: ProgramOffer;
  schedule: SalesSchedule;
  /** /paket with this program preselected (given by the page: features do not import each other). */
  checkoutPath: string;
}) {
  const origin = getConfig().publicOrigin;
  const name = `Bimbel ${offer.label}`;
  const description = `Daftar ${name} untuk ${describeGrades(offer.grades)}: kelas live bersama guru dengan jadwal tetap tiap minggu, mulai ${formatRupiah(offer.fromMonthlyPrice)} per bulan.`;
  const blocks = [
    buildSalesCourse({
      origin,
      path: offer.path,
      name,
      description,
      provider: SITE_INFO.brandName,
      offers: [offer],
      classes: schedule.classes,
    }),
    buildBreadcrumbList(origin, [
      { name: 'Beranda', path: '/' },
      { name: 'Daftar Bimbel', path: DAFTAR_BIMBEL_PATH },
      { name, path: offer.path },
    ]),
  ];
  return (
    <>
      <PageMeta title={`Daftar ${name}`} description={description} path={offer.path} />
      <JsonLdScripts blocks={blocks} />
      <main>
        <section aria-labelledby="program-title" className={sectionClass}>
          <div className={containerClass}>
            <nav aria-label="Lokasi halaman" className={crumbsClass}>
              <ol>
                <li>
                  <a href={DAFTAR_BIMBEL_PATH} className={textLinkClass}>
                    Daftar Bimbel
                  </a>{' '}
                  /
                </li>
                <li aria-current="page">{offer.label}</li>
              </ol>
            </nav>
            <h1 id="program-title" className={titleClass}>{`Daftar ${name}`}</h1>
            <p className={sectionLeadClass}>
              {`Untuk ${describeGrades(offer.grades)}. Mulai ${formatRupiah(offer.fromMonthlyPrice)} per bulan; langganan lebih lama lebih hemat.`}
            </p>
            <div className={buttonRowClass}>
              <a href={checkoutPath} className={linkButton({ variant: 'primary' })}>
                {`Pilih paket ${offer.label}`}
              </a>
              <LeadBannerButton
                source={LEAD_SOURCES.bimbelPageBanner}
                className={linkButton({ variant: 'secondary' })}
              >
                Minta info dulu
              </LeadBannerButton>
            </div>
            <h2 className={`${sectionTitleClass} ${css({ mt: '10' })}`}>Paket dan harga</h2>
            <ul className={packagesClass}>
              {offer.packages.map((item) => (
                <li key={item.id}>
                  <TenurePriceTable item={item} />
                </li>
              ))}
            </ul>
            <p className={mutedClass}>{offer.packages[0]?.taxNote}</p>
          </div>
        </section>
        <section
          aria-labelledby="program-classes-title"
          className={`${sectionClass} ${css({ bg: 'surface' })}`}
        >
          <div className={containerClass}>
            <h2 id="program-classes-title" className={sectionTitleClass}>
              Kelas live berikutnya
            </h2>
            <p className={sectionLeadClass}>Langsung dari jadwal kami, jam dalam WIB.</p>
            <div className={css({ mt: '6' })}>
              <ComingClasses classes={schedule.classes} label={`Kelas live berikutnya ${name}`} />
            </div>
            {schedule.teachers.length > 0 ? (
              <>
                <h2 className={`${sectionTitleClass} ${css({ mt: '10' })}`}>Pengajarnya</h2>
                <div className={css({ mt: '6' })}>
                  <SalesTeachers teachers={schedule.teachers} />
                </div>
              </>
            ) : null}
            <p className={mutedClass}>
              <a href={`/jadwal?kelas=${offer.grades[0] ?? 8}`} className={textLinkClass}>
                {`Lihat jadwal lengkap kelas ${offer.grades[0] ?? 8}`}
              </a>
            </p>
          </div>
        </section>
        <LeadBanner
          source={LEAD_SOURCES.bimbelPageBanner}
          title={`Mau tanya dulu soal ${name}?`}
          body="Tinggalkan nomor WhatsApp-mu. Tim kami menjelaskan isi paket, jadwal, dan harganya, tanpa kewajiban membeli."
          buttonLabel="Minta info Bimbel"
        />
      </main>
    </>
  );
}
