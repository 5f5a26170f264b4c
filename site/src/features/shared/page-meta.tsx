import { truncateText } from '@bimbel/domain/text/truncate-text';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { getConfig } from '#site/server/config/config.ts';
import { SHARE_IMAGE } from './json-ld.ts';

/** Search engines show about this many characters of a description. */
const META_DESCRIPTION_LIMIT = 160;

export type PageMetaProps = {
  /** The page's own title; the brand is appended. */
  title: string;
  description: string;
  /** The canonical path of this page (its own, on paginated lists too). */
  path: string;
  /** A picture for link previews: a thumbnail path or URL; without one, the site's own 1200×630 picture. */
  image?: string | null;
  /** E.g. 'noindex, follow' for search results. */
  robots?: string;
};

const toAbsolute = (origin: string, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;

/**
 * The head of a public page: title, description, the canonical URL on the configured public
 * origin, Open Graph and the Twitter card (WhatsApp and other link previews read them). React
 * hoists these elements into `<head>`. A prerendered page carries the origin of its build
 * (`PUBLIC_ORIGIN` at `pnpm build`, README "Production").
 *
 * @example
 * <PageMeta title="Jadwal kelas live" description="…" path="/jadwal" />
 */
export function PageMeta({ title, description, path, image, robots }: PageMetaProps) {
  const origin = getConfig().publicOrigin;
  const fullTitle = `${title} | ${SITE_INFO.brandName}`;
  const shortDescription = truncateText(description, META_DESCRIPTION_LIMIT);
  const url = `${origin}${path}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={shortDescription} />
      <link rel="canonical" href={url} />
      {robots ? <meta name="robots" content={robots} /> : null}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={SITE_INFO.brandName} />
      <meta property="og:locale" content="id_ID" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={shortDescription} />
      <meta property="og:url" content={url} />
      {image ? (
        <meta property="og:image" content={toAbsolute(origin, image)} />
      ) : (
        <>
          <meta property="og:image" content={`${origin}${SHARE_IMAGE.path}`} />
          <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
          <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
          <meta property="og:image:alt" content={`${SITE_INFO.brandName}: ${SITE_INFO.tagline}`} />
        </>
      )}
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
