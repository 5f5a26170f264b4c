import { getBannerLeadSource } from '@bimbel/domain/routes/banner-lead-source';
import { css } from '@bimbel/styled-system/css';
import { button } from '@bimbel/styled-system/recipes';
import { TANYA_HOME_PATH } from '../listing/tanya-trail.ts';
import { TanyaBannerButton } from './tanya-banner-button.tsx';

const banner = css({
  display: 'flex',
  flexDirection: { base: 'column', tablet: 'row' },
  alignItems: { base: 'flex-start', tablet: 'center' },
  justifyContent: 'space-between',
  gap: '4',
  padding: { base: '5', tablet: '8' },
  borderRadius: '2xl',
  bg: 'brand.700',
  color: 'white',
});
const title = css({ fontFamily: 'heading', fontSize: { base: 'xl', tablet: '2xl' }, lineHeight: '1.3' });
const body = css({ marginTop: '2', maxWidth: 'reading' });

/** The banner of /tanya (docs/product §2): its button asks for a callback, lead source 'Tanya Page Banner'. */
export function TanyaBanner() {
  const source = getBannerLeadSource(TANYA_HOME_PATH);
  if (source === null) return null;
  return (
    <section aria-labelledby="tanya-banner-title" className={banner}>
      <div>
        <h2 id="tanya-banner-title" className={title}>
          Mau dijelaskan langsung sama guru?
        </h2>
        <p className={body}>
          Ikut Bimbel live: kelas online bareng guru, bisa tanya kapan saja. Tinggalkan nomormu, tim kami
          bantu pilih kelas yang pas.
        </p>
      </div>
      <TanyaBannerButton
        source={source}
        label="Minta info Bimbel"
        className={button({ variant: 'light', size: 'large' })}
      />
    </section>
  );
}
