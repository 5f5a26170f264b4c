import { css } from '@bimbel/styled-system/css';

const styles = {
  box: css({ padding: '5', borderRadius: 'xl', background: 'brand.700', color: 'white', display: 'grid', gap: '3' }),
  heading: css({ fontSize: 'lg' }),
  link: css({
    justifySelf: 'start',
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '11',
    paddingInline: '4',
    borderRadius: 'md',
    background: 'accent.400',
    color: 'ink',
    fontWeight: 'bold',
    textDecoration: 'none',
    _hover: { background: 'accent.500' },
    _focusVisible: { focusOutline: 'onBrand' },
  }),
};

/**
 * The bimbel offer under a solution. A plain link to the contact page: the lead modal lives in
 * the app shell, which this page does not load (docs/product §2).
 */
export function BimbelCallToAction() {
  return (
    <section aria-labelledby="ajakan-bimbel" className={styles.box}>
      <h2 id="ajakan-bimbel" className={styles.heading}>
        Masih bingung? Belajar bareng guru, yuk!
      </h2>
      <p>Di bimbel online, kamu bisa tanya langsung ke guru dan latihan soal sampai paham.</p>
      <a href="/contact-me" className={styles.link}>
        Minta info bimbel
      </a>
    </section>
  );
}
