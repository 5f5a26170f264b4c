import type { ReactNode } from 'react';
import overpass400 from '@fontsource/overpass/files/overpass-latin-400-normal.woff2?url';
import overpass700 from '@fontsource/overpass/files/overpass-latin-700-normal.woff2?url';
import poppins600 from '@fontsource/poppins/files/poppins-latin-600-normal.woff2?url';
import '../styles/fonts.css';
// Only declared here (one stylesheet, no extra request); fetched only by a question whose maths
// has a stretchy delimiter or a radical (decision 061).
import '../features/tanya/video/math-font/math-font.css';
import '../styles/global.css';
import { THEME_COLOR, WEB_APP_MANIFEST_URL } from '../features/offline/app/web-app-manifest.ts';
import { MARK_STORED_SESSION_SCRIPT } from '../lib/session/session-attribute-script.ts';

/**
 * Before any module runs: zod's `jitless` mode, so zod never probes `new Function('')`, which the
 * Content-Security-Policy (no 'unsafe-eval') reports as a violation even though zod catches it
 * (decision 068). zod reads `globalThis.__zod_globalConfig` when it loads.
 */
const ZOD_WITHOUT_EVAL = 'self.__zod_globalConfig={jitless:true}';
// In the same inline script: `<html data-session>` from the stored session, before the first paint
// (the header lays itself out for it: lib/session/session-attribute.ts).

/**
 * The fonts of every page's first screen (body text, its bold, the headings), fetched with the
 * stylesheet instead of after it: `font-display: optional` (styles/fonts.css) uses a font only if
 * it is there for the first paint. Poppins 700 (few headings) is left to load when used.
 */
const PRELOADED_FONTS = [overpass400, overpass700, poppins600];

export default async function Root({ children }: { children: ReactNode }) {
  return (
    <html lang="id">
      <head>
        {/* Waku adds <meta charset> and the viewport itself. */}
        <meta name="theme-color" content={THEME_COLOR} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Installable (decision 095): the manifest and the home-screen icon iOS reads. */}
        <link rel="manifest" href={WEB_APP_MANIFEST_URL} />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        {PRELOADED_FONTS.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />
        ))}
        <script dangerouslySetInnerHTML={{ __html: `${ZOD_WITHOUT_EVAL};${MARK_STORED_SESSION_SCRIPT}` }} />
      </head>
      <body>{children}</body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
