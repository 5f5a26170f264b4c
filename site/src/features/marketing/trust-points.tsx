import { css } from '@bimbel/styled-system/css';
import { SITE_INFO } from '#site/lib/site-info.ts';
import {
  containerClass,
  sectionClass,
  sectionLeadClass,
  sectionTitleClass,
  textLinkClass,
} from './marketing.styles.ts';

/*
 * Trust signals that a parent can check for themselves — no student counts, ratings or
 * pass rates (docs/decisions/042-honest-marketing-copy.md).
 */

const gridClass = css({
  display: 'grid',
  gap: '6',
  mt: '8',
  gridTemplateColumns: { base: '1fr', tablet: 'repeat(2, minmax(0, 1fr))' },
});

const pointClass = css({ borderLeftWidth: '4px', borderColor: 'brand.600', pl: '4' });

/** Why a family can feel sure before paying: checkable facts only. */
export function TrustPoints() {
  return (
    <section aria-labelledby="trust-title" className={`${sectionClass} ${css({ bg: 'surface' })}`}>
      <div className={containerClass}>
        <h2 id="trust-title" className={sectionTitleClass}>
          Yang bisa orangtua pastikan
        </h2>
        <p className={sectionLeadClass}>
          Sebelum memutuskan, ini yang perlu Bapak/Ibu tahu tentang {SITE_INFO.brandName}.
        </p>
        <div className={gridClass}>
          <div className={pointClass}>
            <h3 className={css({ fontSize: 'lg' })}>Sesuai kurikulum sekolah</h3>
            <p className={css({ mt: '1', color: 'muted' })}>
              Materi untuk kelas 4 SD sampai 12 SMA/SMK, mengikuti Kurikulum 2013 (Revisi) dan Kurikulum
              Merdeka.
            </p>
          </div>
          <div className={pointClass}>
            <h3 className={css({ fontSize: 'lg' })}>Tanya dulu, baru putuskan</h3>
            <p className={css({ mt: '1', color: 'muted' })}>
              Tim kami menjelaskan kelas dan paket lewat WhatsApp. Minta info tidak mewajibkan membeli apa
              pun.
            </p>
          </div>
          <div className={pointClass}>
            <h3 className={css({ fontSize: 'lg' })}>Satu akun untuk keluarga</h3>
            <p className={css({ mt: '1', color: 'muted' })}>
              Akun orangtua bisa menyimpan profil beberapa anak dan berpindah di antaranya kapan saja.
            </p>
          </div>
          <div className={pointClass}>
            <h3 className={css({ fontSize: 'lg' })}>Data anak dijaga</h3>
            <p className={css({ mt: '1', color: 'muted' })}>
              Data hanya dipakai untuk layanan belajar dan tidak dijual.{' '}
              <a href="/kebijakan-privasi" className={textLinkClass}>
                Baca Kebijakan Privasi
              </a>
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
