import { css } from '@bimbel/styled-system/css';
import type { ReactNode } from 'react';
import { buildBreadcrumbList, serializeJsonLd } from '#site/features/shared/json-ld.ts';
import { PageMeta } from '#site/features/shared/page-meta.tsx';
import { buildWhatsappLink, SITE_INFO } from '#site/lib/site-info.ts';
import { getConfig } from '#site/server/config/config.ts';
import type { FocusExamPageData } from '#site/server/live-classes/focus-exam-page-loader.ts';
import {
  buttonRow,
  callToAction,
  linkButton,
  mutedNote,
  pageLead,
  pageTitle,
  schedulePage,
  sectionTitle,
  srOnly,
  textLink,
} from '../timetable/schedule.styles.ts';
import { buildProgrammeCourse } from './programme-json-ld.ts';
import { ProgrammeSubtests } from './programme-subtests.tsx';
import { ProgrammeTeachers } from './programme-teachers.tsx';
import { ProgrammeTimetable } from './programme-timetable.tsx';

export const UTBK_PAGE_PATH = '/bimbel/paket/utbk-snbt';
const PAGE_NAME = 'Paket Bimbel UTBK-SNBT';
const DESCRIPTION =
  'Persiapan UTBK-SNBT untuk kelas 12 IPA, IPS, dan SMK: kelas live Penalaran Umum, Pengetahuan Kuantitatif, dan Penalaran Matematika, tryout tiap minggu dengan pembahasan, bersama Guru Juara.';
export const UTBK_WHATSAPP_MESSAGE = 'Halo, saya mau tanya Paket Bimbel UTBK-SNBT untuk kelas 12.';

const facts = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2',
  listStyle: 'none',
  p: '0',
  m: '0',
  mt: '3',
});
const fact = css({
  bg: 'brand.50',
  color: 'brand.900',
  borderRadius: 'full',
  px: '3',
  py: '1',
  fontSize: 'sm',
  fontWeight: 'semibold',
});
const breadcrumb = css({
  fontSize: 'sm',
  color: 'muted',
  '& ol': { display: 'flex', flexWrap: 'wrap', gap: '1', listStyle: 'none', p: '0', m: '0' },
});

/**
 * Bimbel Package UTBK-SNBT Page (docs/product §2, decision 077): what the programme covers, its
 * coming classes and tryouts from the timetable, their teachers, and how to join — the lead form
 * ('Paket Page Banner') and WhatsApp, and the way to buy it (/paket filtered to the programme,
 * decision 081). The lead pieces and the buy link come from the page (features do not import each
 * other).
 */
export function FocusExamView({
  data,
  buyLink,
  leadButton,
  leadBanner,
}: {
  data: FocusExamPageData;
  /** 'Beli paket': the package selector with the programme's packages. */
  buyLink: ReactNode;
  /** The hero's 'Minta info paket' (opens the lead modal). */
  leadButton: ReactNode;
  /** The call-me-back banner at the end. */
  leadBanner: ReactNode;
}) {
  const origin = getConfig().publicOrigin;
  const course = buildProgrammeCourse(data, {
    origin,
    path: UTBK_PAGE_PATH,
    name: PAGE_NAME,
    description: DESCRIPTION,
    provider: SITE_INFO.brandName,
  });
  const breadcrumbs = buildBreadcrumbList(origin, [
    { name: 'Beranda', path: '/' },
    { name: 'Bimbel', path: '/bimbel' },
    { name: PAGE_NAME, path: UTBK_PAGE_PATH },
  ]);
  const { classes, tryouts } = data.counts;
  return (
    <>
      <PageMeta
        title={`${PAGE_NAME}: kelas live dan tryout`}
        description={DESCRIPTION}
        path={UTBK_PAGE_PATH}
      />
      {[course, breadcrumbs].map((block) => (
        <script
          key={block['@type']}
          type="application/ld+json"
          // Built by us from the page's data and escaped for a script element (serializeJsonLd).
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(block) }}
        />
      ))}
      <main>
        <div className={schedulePage}>
          <nav aria-label="Lokasi halaman" className={breadcrumb}>
            <ol>
              <li>
                <a href="/bimbel" className={textLink}>
                  Bimbel
                </a>{' '}
                /
              </li>
              <li aria-current="page">Paket UTBK-SNBT</li>
            </ol>
          </nav>
          <section aria-labelledby="utbk-title">
            <h1 id="utbk-title" className={pageTitle}>
              {PAGE_NAME}
            </h1>
            <p className={pageLead}>
              Persiapan {data.exam.name} ({data.exam.fullName}) untuk kelas 12 IPA, IPS, dan SMK: kelas live
              subtes penalaran dan angka, lalu tryout tiap minggu dengan waktu seperti ujian dan pembahasan
              bersama.
            </p>
            <ul className={facts} aria-label="Sekilas program">
              <li className={fact}>Kelas 12 semua jurusan</li>
              {classes + tryouts > 0 ? (
                <li
                  className={fact}
                >{`${classes} kelas live dan ${tryouts} tryout minggu ini dan minggu depan`}</li>
              ) : null}
              <li className={fact}>Lewat aplikasi atau website</li>
            </ul>
            <div className={buttonRow}>
              {buyLink}
              {leadButton}
              <a
                href={buildWhatsappLink(UTBK_WHATSAPP_MESSAGE)}
                target="_blank"
                rel="noopener noreferrer"
                className={linkButton({ variant: 'secondary' })}
              >
                Tanya lewat WhatsApp<span className={srOnly}> (membuka WhatsApp)</span>
              </a>
            </div>
          </section>
          <ProgrammeSubtests exam={data.exam} />
          <ProgrammeTimetable data={data} />
          <ProgrammeTeachers teachers={data.teachers} />
          <section aria-labelledby="cara-ikut-title" className={callToAction}>
            <h2 id="cara-ikut-title" className={sectionTitle}>
              Cara ikut
            </h2>
            <p>
              Sudah berlangganan Bimbel atau sedang masa coba, dan kamu kelas 12? Kelas dan tryout UTBK-SNBT
              sudah ada di jadwalmu di halaman Kelasku.
            </p>
            <p className={mutedNote}>
              Belum berlangganan? Tinggalkan nomor WhatsApp-mu atau chat kami: tim kami menjelaskan isi dan
              harga paketnya dan membantu berlangganan, tanpa kewajiban membeli.
            </p>
            <div className={buttonRow}>
              <a
                href={`/login?redirect=${encodeURIComponent('/bimbel/user')}`}
                className={linkButton({ variant: 'primary' })}
              >
                Masuk ke Kelasku
              </a>
              <a href="/jadwal?kelas=12" className={linkButton({ variant: 'secondary' })}>
                Jadwal lengkap kelas 12
              </a>
            </div>
          </section>
        </div>
        {leadBanner}
      </main>
    </>
  );
}
