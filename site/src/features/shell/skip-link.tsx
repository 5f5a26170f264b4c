import { css } from '@bimbel/styled-system/css';

const skip = css({
  position: 'absolute',
  left: '2',
  top: '-20',
  zIndex: 'modal',
  padding: '3',
  background: 'white',
  color: 'brand.700',
  fontWeight: 'bold',
  borderRadius: 'md',
  _focus: { top: '2', focusOutline: 'browserOffset' },
});

/** 'Langsung ke isi': the first stop of the keyboard, past the header to the page's main part. */
export function SkipLink({ mainId }: { mainId: string }) {
  return (
    <a href={`#${mainId}`} className={skip}>
      Langsung ke isi
    </a>
  );
}
