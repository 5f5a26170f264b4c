import { serializeJsonLd } from './video-structured-data.ts';

export type VideoPageHeadProps = {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonicalUrl: string;
  /** Absolute thumbnail URL, when the video has one. */
  imageUrl?: string;
  /** Absolute MP4 URL for og:video; HLS playlists are left out (few consumers read them). */
  videoUrl?: string;
  siteName: string;
  structuredData: readonly unknown[];
};

/**
 * The page's `<head>` entries: React hoists `<title>`, `<meta>` and `<link>` into the head
 * wherever they render. JSON-LD goes in the body (search engines read it anywhere).
 */
export function VideoPageHead({ title, description, canonicalUrl, imageUrl, videoUrl, siteName, structuredData }: VideoPageHeadProps) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonicalUrl} />
      <meta property="og:type" content="video.other" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content="id_ID" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonicalUrl} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {videoUrl && (
        <>
          <meta property="og:video" content={videoUrl} />
          <meta property="og:video:type" content="video/mp4" />
        </>
      )}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      {structuredData.map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
      ))}
    </>
  );
}
