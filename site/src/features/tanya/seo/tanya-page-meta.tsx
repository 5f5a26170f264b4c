import { getConfig } from '#site/server/config/config.ts';
import { PageMeta, type PageMetaProps } from '#site/features/shared/page-meta.tsx';
import { buildBreadcrumbList, serializeJsonLd, type JsonLdCrumb } from '../../shared/json-ld.ts';

export type TanyaPageMetaProps = PageMetaProps & {
  /** The trail for `BreadcrumbList` structured data. */
  breadcrumbs: readonly JsonLdCrumb[];
};

/**
 * The head of a Tanya page: the content page head (PageMeta) and `BreadcrumbList` JSON-LD.
 * React hoists the title, meta and link elements into `<head>`; the JSON-LD script stays where
 * it is rendered, which search engines accept.
 *
 * @example
 * <TanyaPageMeta title="Pecahan senilai" description="…" path="/tanya/topic/4/matematika/pecahan-senilai" breadcrumbs={[…]} />
 */
export function TanyaPageMeta({ breadcrumbs, ...meta }: TanyaPageMetaProps) {
  return (
    <>
      <PageMeta {...meta} />
      <script
        type="application/ld+json"
        // Built by us and escaped for a script element (serializeJsonLd).
        dangerouslySetInnerHTML={{
          __html: serializeJsonLd(buildBreadcrumbList(getConfig().publicOrigin, breadcrumbs)),
        }}
      />
    </>
  );
}
