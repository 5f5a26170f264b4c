import { LEAD_SOURCES } from '@bimbel/domain/catalogue/lead-source';
import { TENURE_MONTHS, type PackageProgram } from '@bimbel/domain/packages/package-program';
import { DAFTAR_BIMBEL_PATH } from '@bimbel/domain/packages/program-slug';
import { css } from '@bimbel/styled-system/css';
import { buildBreadcrumbList } from '#site/features/shared/json-ld.ts';
import { JsonLdScripts } from '#site/features/shared/json-ld-scripts.tsx';
import { PageMeta } from '#site/features/shared/page-meta.tsx';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { getConfig } from '#site/server/config/config.ts';
import type { ProgramOffer } from '#site/server/billing/catalogue/sales-loaders.ts';
import { LeadBanner } from './lead-banner.tsx';
import { containerClass, sectionClass, sectionLeadClass, textLinkClass } from './marketing.styles.ts';
import { ProgramOfferCards } from './program-offer-cards.tsx';
import { buildSalesCourse } from './sales-json-ld.ts';

const DESCRIPTION =
  'Daftar Bimbel online: pilih program SD, SMP, SMA IPA, SMA IPS, SMK, atau UTBK-SNBT, lihat harganya, lalu berlangganan atau minta info dulu.';

/** '1, 3, 6, atau 12' */
const TENURE_WORDS = `${TENURE_MONTHS.slice(0, -1).join(', ')}, atau ${TENURE_MONTHS.at(-1)}`;

const titleClass = css({ fontSize: { base: '3xl', tablet: '4xl' }, lineHeight: '1.15' });
const stepsClass = css({
  display: 'grid',
  gap: '2',
  mt: '4',
  pl: '5',
  maxW: 'reading',
  listStyle: 'decimal',
  '& > li': { pl: '1' },
});

/**
 * Daftar Bimbel Page (docs/product §2 /daftar-bimbel, decision 084): how registering works and
 * every program of the catalogue with its price and its own registration page.
 */
export function DaftarBimbelView({
  offers,
  checkoutPathOf,
}: {
  offers: readonly ProgramOffer[];
  checkoutPathOf: (program: PackageProgram) => string;
}) {
  const origin = getConfig().publicOrigin;
  const blocks = [
    buildSalesCourse({
      origin,
      path: DAFTAR_BIMBEL_PATH,
      name: `Bimbel online ${SITE_INFO.brandName}`,
      description: DESCRIPTION,
      provider: SITE_INFO.brandName,
      offers,
      classes: [],
    }),
    buildBreadcrumbList(origin, [
      { name: 'Beranda', path: '/' },
      { name: 'Daftar Bimbel', path: DAFTAR_BIMBEL_PATH },
    ]),
  ];
  const taxNote = offers[0]?.packages[0]?.taxNote;
  return (
    <>
      <PageMeta
        title="Daftar Bimbel online: pilih programnya"
        description={DESCRIPTION}
        path={DAFTAR_BIMBEL_PATH}
      />
      <JsonLdScripts blocks={blocks} />
      <main>
        <section aria-labelledby="daftar-title" className={sectionClass}>
          <div className={containerClass}>
            <h1 id="daftar-title" className={titleClass}>
              Daftar Bimbel online
            </h1>
            <p className={sectionLeadClass}>
              Pilih program sesuai jenjang dan jurusan anak. Di halaman program ada isi paket, harga tiap lama
              langganan, dan kelas live berikutnya.
            </p>
            <ol className={stepsClass} aria-label="Cara mendaftar">
              <li>Pilih program di bawah ini.</li>
              <li>{`Pilih paket dan lama langganan: ${TENURE_WORDS} bulan.`}</li>
              <li>
                Masuk dengan nomor HP, isi data murid, lalu bayar. Setelah pembayaran berhasil, kelasnya
                muncul di halaman Kelasku.
              </li>
            </ol>
            <p className={css({ mt: '4', color: 'muted', fontSize: 'sm' })}>
              {`${taxNote ?? ''} Ingin tahu lebih dulu? `.trimStart()}
              <a href="/bimbel-online" className={textLinkClass}>
                Baca tentang Bimbel online
              </a>
            </p>
            <div className={css({ mt: '8' })}>
              <ProgramOfferCards offers={offers} checkoutPathOf={checkoutPathOf} headingLevel={2} />
            </div>
          </div>
        </section>
        <LeadBanner
          source={LEAD_SOURCES.bimbelPageBanner}
          title="Mau dibantu mendaftar?"
          body="Tinggalkan nomor WhatsApp-mu. Tim kami membantu memilih program dan jadwal yang cocok, tanpa kewajiban membeli."
          buttonLabel="Minta info Bimbel"
        />
      </main>
    </>
  );
}
