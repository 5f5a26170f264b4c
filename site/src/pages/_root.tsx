import type { ReactNode } from 'react';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/poppins/latin-700.css';
import '@fontsource/overpass/latin-400.css';
import '@fontsource/overpass/latin-700.css';
// Only declared here (one stylesheet, no extra request); fetched only by a question whose maths
// has a stretchy delimiter or a radical (decision 061).
import '../features/tanya/video/math-font/math-font.css';
import '../styles/global.css';

export default async function Root({ children }: { children: ReactNode }) {
  return (
    <html lang="id">
      <head>
        {/* Waku adds <meta charset> and the viewport itself. */}
        <meta name="theme-color" content="#1d43c4" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>{children}</body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
