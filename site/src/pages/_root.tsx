import type { ReactNode } from 'react';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/poppins/latin-700.css';
import '@fontsource/overpass/latin-400.css';
import '@fontsource/overpass/latin-700.css';
// Only declared here (one stylesheet, no extra request); fetched only by a question whose maths
// has a stretchy delimiter or a radical (decision 061).
import '../features/tanya/video/math-font/math-font.css';
import '../styles/global.css';

/**
 * Before any module runs: zod's `jitless` mode, so zod never probes `new Function('')`, which the
 * Content-Security-Policy (no 'unsafe-eval') reports as a violation even though zod catches it
 * (decision 068). zod reads `globalThis.__zod_globalConfig` when it loads.
 */
const ZOD_WITHOUT_EVAL = 'self.__zod_globalConfig={jitless:true}';

export default async function Root({ children }: { children: ReactNode }) {
  return (
    <html lang="id">
      <head>
        {/* Waku adds <meta charset> and the viewport itself. */}
        <meta name="theme-color" content="#1d43c4" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script dangerouslySetInnerHTML={{ __html: ZOD_WITHOUT_EVAL }} />
      </head>
      <body>{children}</body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
