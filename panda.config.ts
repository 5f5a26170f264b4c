import { defineConfig } from '@pandacss/dev';
import { recipes, slotRecipes } from './ui/src/recipes.ts';
import { FOCUS_RINGS, type FocusRingName, type FocusRingStyle } from './ui/src/styles/focus-ring.ts';

/**
 * One design system for ui/ and site/. Numbers come from docs/product §9 (layout, breakpoints,
 * modal widths, fonts); colours are chosen for WCAG 2.2 AA contrast (≥ 4.5:1 for text):
 * `brand.700` and darker carry white text, `brand.50`–`brand.100` carry `ink` text.
 */
export default defineConfig({
  preflight: true,
  jsxFramework: 'react',
  include: ['./site/src/**/*.{ts,tsx}', './ui/src/**/*.{ts,tsx}', './ladle/**/*.{ts,tsx}'],
  exclude: ['**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  importMap: '@bimbel/styled-system',
  hash: false,
  minify: true,
  utilities: {
    extend: {
      // `_focusVisible: { focusOutline: 'tight' }`: one of the design system's focus rings
      // (ui/src/styles/focus-ring.ts), by name, so css() calls stay literal for extraction.
      focusOutline: {
        className: 'focus-outline',
        values: Object.keys(FOCUS_RINGS),
        // A transform's output is plain CSS: colour tokens become their variables here.
        transform(name: FocusRingName, { token }) {
          const ring: FocusRingStyle = FOCUS_RINGS[name];
          const color = (value: string) => token(`colors.${value}`) ?? value;
          return {
            outline: ring.outline,
            outlineColor: color(ring.outlineColor),
            ...(ring.outlineOffset === undefined ? {} : { outlineOffset: ring.outlineOffset }),
            ...(ring.borderColor === undefined ? {} : { borderColor: color(ring.borderColor) }),
          };
        },
      },
    },
  },
  conditions: {
    extend: {
      // React Aria marks hover with data-hovered; Panda's _hover matches [data-hover].
      hovered: '&:is([data-hovered], :hover:not([data-rac]))',
      pressed: '&[data-pressed]',
      focusRing: '&:is([data-focus-visible], :focus-visible)',
      invalid: '&[data-invalid]',
    },
  },
  theme: {
    extend: {
      recipes,
      slotRecipes,
      keyframes: {
        spin: { to: { transform: 'rotate(360deg)' } },
        pulse: { '50%': { opacity: 0.5 } },
        fadeIn: { from: { opacity: 0 }, to: { opacity: 1 } },
      },
      breakpoints: { tablet: '768px', laptop: '1200px' },
      tokens: {
        colors: {
          brand: {
            50: { value: '#eef4ff' },
            100: { value: '#dbe6fe' },
            200: { value: '#bfd3fe' },
            500: { value: '#3b6ef5' },
            600: { value: '#2553e0' },
            700: { value: '#1d43c4' },
            800: { value: '#1e3a9e' },
            900: { value: '#1e347d' },
          },
          accent: {
            100: { value: '#fff4d6' },
            400: { value: '#ffc23d' },
            500: { value: '#f5a400' },
          },
          ink: { value: '#1b2333' },
          muted: { value: '#4a5568' },
          line: { value: '#d5dbe5' },
          surface: { value: '#ffffff' },
          canvas: { value: '#f6f8fc' },
          danger: { value: '#b42318' },
          success: { value: '#067647' },
          whatsapp: { value: '#0b7a3b' },
        },
        fonts: {
          heading: { value: "'Poppins', system-ui, sans-serif" },
          body: { value: "'Overpass', system-ui, sans-serif" },
        },
        fontSizes: { base: { value: '16px' } },
        sizes: {
          container: { value: '1180px' },
          header: { value: '65px' },
          reading: { value: '780px' },
          modalNormal: { value: '540px' },
          modalWide: { value: '900px' },
          modalNarrow: { value: '480px' },
          modalTiny: { value: '360px' },
          modalExtraWide: { value: '1050px' },
        },
        zIndex: {
          header: { value: 100 },
          modal: { value: 1000 },
          toast: { value: 1100 },
        },
      },
    },
  },
  globalCss: {
    html: { fontSize: 'base', color: 'ink', bg: 'canvas', fontFamily: 'body', lineHeight: '1.5' },
    'h1, h2, h3, h4': { fontFamily: 'heading', lineHeight: '1.25' },
  },
});
