import type { PageProps } from 'waku/router';
import { unstable_getHeaders as getHeaders } from 'waku/server';
import { button } from '@bimbel/styled-system/recipes';
import { SessionSlotsView } from '#site/features/live-classes/slot-selection/session-slots-view.tsx';
import { SessionsListView } from '#site/features/live-classes/slot-selection/sessions-list-view.tsx';
import { ProfileDialogButton } from '#site/features/profile/dialog-buttons.tsx';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { optionalPageSession } from '#site/server/auth/page-session.ts';
import { getDatabase } from '#site/server/db/database.ts';
import {
  loadSlotSelection,
  readSlotSelectionQuery,
} from '#site/server/free-sessions/slot-selection-loader.ts';
import { setPageStatus } from '#site/server/http/page-status.ts';
import { readViewerTimeZone } from '#site/server/live-classes/viewer-time-zone.ts';

// Slot selection (docs/product §2 /slot-selection; decision 074): choose a free session's slot and
// book a seat. Public — a visitor chooses, logs in or signs up, and comes back to the same slot
// (`/login?redirect=`) — and read per request with the viewer's session and zone. The header
// shows; the footer does not (docs/product §2, layout-visibility.ts).
export default async function SlotSelectionPage({ path, query }: PageProps<'/slot-selection'>) {
  const search = query ?? '';
  const claims = await optionalPageSession(search ? `${path}?${search}` : path);
  const { db } = await getDatabase();
  const parsed = readSlotSelectionQuery(search);
  const info = new URLSearchParams(search).get('info');
  const data = await loadSlotSelection(db, {
    userId: claims?.userId ?? null,
    query: parsed,
    now: new Date(),
    timeZone: readViewerTimeZone(getHeaders()['cookie']),
  });
  if (data.kind === 'sessions') {
    if (data.unknownSession) setPageStatus(404);
    return (
      <>
        <title>{`Kelas gratis — ${SITE_INFO.brandName}`}</title>
        <meta name="robots" content="noindex" />
        <SessionsListView data={data} />
      </>
    );
  }
  return (
    <>
      <title>{`Pilih jadwal ${data.session.title} — ${SITE_INFO.brandName}`}</title>
      <meta name="robots" content="noindex" />
      <SessionSlotsView
        data={data}
        info={info === 'dipesan' || info === 'dibatalkan' ? info : null}
        switchProfile={
          data.viewer.kind === 'parent' && data.viewer.studentCount > 0 ? (
            <ProfileDialogButton dialog="picker" className={button({ variant: 'secondary', size: 'small' })}>
              Pilih profil murid
            </ProfileDialogButton>
          ) : undefined
        }
      />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
