import { unstable_notFound as notFound } from 'waku/router/server';
import type { PageProps } from 'waku/router';
import { unstable_getHeaders as getHeaders } from 'waku/server';
import { DemoRoomView } from '#site/features/live-classes/room/demo-room-view.tsx';
import { RoomRefusalView, roomRefusalTitle } from '#site/features/live-classes/room/room-refusal-view.tsx';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { requirePageSession } from '#site/server/auth/page-session.ts';
import { loadClassQna } from '#site/server/class-qna/qna-page-loader.ts';
import { getDatabase } from '#site/server/db/database.ts';
import { setPageStatus } from '#site/server/http/page-status.ts';
import { loadClassRoom } from '#site/server/live-classes/room-loader.ts';
import { readViewerTimeZone } from '#site/server/live-classes/viewer-time-zone.ts';

// The demo room of a class (issue 14, decision 073): the join URL when Jitsi Meet is not
// configured. Private like /bimbel/user (the session is checked before anything renders), never
// cached (dynamic pages answer `private, no-store`), not indexed. Unknown id: the 404 page; a
// class that is not this profile's, or a free session's slot not booked (decision 074): a clear
// page with status 403.
/** How many of the class's questions the room shows (the Q&A page has them all). */
const ROOM_QUESTIONS = 5;

export default async function ClassRoomPage({ path, classId }: PageProps<'/bimbel/user/kelas/[classId]'>) {
  const claims = await requirePageSession(path);
  const { db } = await getDatabase();
  const room = await loadClassRoom(db, claims, classId, new Date());
  if (room.kind === 'not-found') notFound();
  const head = (title: string) => (
    <>
      <title>{`${title} — ${SITE_INFO.brandName}`}</title>
      <meta name="robots" content="noindex" />
    </>
  );
  if (room.kind === 'not-entitled' || room.kind === 'not-booked' || room.kind === 'cancelled') {
    if (room.kind !== 'cancelled') setPageStatus(403);
    return (
      <>
        {head(room.kind === 'cancelled' ? 'Kelas dibatalkan' : roomRefusalTitle(room.kind))}
        <RoomRefusalView
          reason={room.kind}
          classTitle={room.title}
          bookingPath={room.kind === 'not-booked' ? room.bookingPath : undefined}
        />
      </>
    );
  }
  // The class Q&A under the stage (issue 15): its most voted questions and the ask form.
  const qna = await loadClassQna(db, claims, classId, new Date(), { limit: ROOM_QUESTIONS });
  return (
    <>
      {head(`Kelas ${room.liveClass.title}`)}
      <DemoRoomView
        liveClass={room.liveClass}
        timeZone={readViewerTimeZone(getHeaders()['cookie'])}
        qna={qna.kind === 'qna' ? qna : undefined}
      />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
