import { truncateText } from '@bimbel/domain/text/truncate-text';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { getConfig } from '#site/server/config/config.ts';

/** Search engines show about this many characters of a description. */
const META_DESCRIPTION_LIMIT = 160;

/**
 * The head of /jadwal and /gurujuara: title, description, the canonical URL on the configured
 * public origin and Open Graph. React hoists these elements into `<head>`.
 */
export function SchedulePageMeta({ title, description, path }: { title: string; description: string; path: string }) {
  const origin = getConfig().publicOrigin;
  const fullTitle = `${title} | ${SITE_INFO.brandName}`;
  const shortDescription = truncateText(description, META_DESCRIPTION_LIMIT);
  const url = `${origin}${path}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={shortDescription} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={SITE_INFO.brandName} />
      <meta property="og:locale" content="id_ID" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={shortDescription} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary" />
    </>
  );
}
