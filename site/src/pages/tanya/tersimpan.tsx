import { SavedVideosPage } from '#site/features/offline/saved-videos-page.tsx';
import { StoredAccountArea } from '#site/features/profile/stored-account-area.tsx';
import { PageMeta } from '#site/features/shared/page-meta.tsx';
import { SiteHeaderBar } from '#site/features/shell/site-header-bar.tsx';
import { SkipLink } from '#site/features/shell/skip-link.tsx';
import { TanyaLightFooter } from '#site/features/tanya/video/tanya-light-footer.tsx';

const MAIN_ID = 'isi';

// Outside the (app) group like the video page it lists (decision 095): static, the same for
// everyone, precached by the service worker so it opens offline; its list is this browser's.
export default async function SavedVideosRoute() {
  return (
    <>
      <PageMeta
        title="Video tersimpan"
        description="Video pembahasan Tanya yang kamu simpan untuk ditonton tanpa internet."
        path="/tanya/tersimpan"
        robots="noindex"
      />
      <SkipLink mainId={MAIN_ID} />
      <SiteHeaderBar accountArea={<StoredAccountArea />} />
      <SavedVideosPage mainId={MAIN_ID} />
      <TanyaLightFooter />
    </>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
