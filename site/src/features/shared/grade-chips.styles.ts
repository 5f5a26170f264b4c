import { css, cva } from '@bimbel/styled-system/css';

// The round grade links of /bimbel's free classes, /slot-selection and /jadwal: one look for
// "choose your grade" wherever a visitor meets it. Server-rendered links, so no style runtime in
// the browser.

/** The row of chips: a plain list that wraps. */
export const gradeChipList = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2',
  listStyle: 'none',
  p: '0',
  m: '0',
});

/** One grade link, 44 px at least (a thumb's target); `current` fills the chosen one. */
export const gradeChip = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minH: '11',
    minW: '11',
    px: '3',
    borderRadius: 'full',
    borderWidth: '1px',
    borderColor: 'line',
    bg: 'surface',
    color: 'ink',
    fontWeight: 'semibold',
    textDecoration: 'none',
    _hover: { borderColor: 'brand.600', color: 'brand.700' },
    _focusVisible: { focusOutline: 'default' },
  },
  variants: {
    current: {
      true: {
        bg: 'brand.700',
        borderColor: 'brand.700',
        color: 'white',
        _hover: { color: 'white', borderColor: 'brand.800', bg: 'brand.800' },
      },
      false: {},
    },
  },
});
