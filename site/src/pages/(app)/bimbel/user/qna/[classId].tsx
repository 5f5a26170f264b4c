import { unstable_notFound as notFound } from 'waku/router/server';
import type { PageProps } from 'waku/router';
import { unstable_getHeaders as getHeaders } from 'waku/server';
import { QNA_STUDENT_PARAM } from '#site/features/live-classes/qna/qna-paths.ts';
import { QnaPageView } from '#site/features/live-classes/qna/qna-page-view.tsx';
import { RoomRefusalView } from '#site/features/live-classes/room/room-refusal-view.tsx';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { requirePageSession } from '#site/server/auth/page-session.ts';
import { loadClassQna } from '#site/server/class-qna/qna-page-loader.ts';
import { getDatabase } from '#site/server/db/database.ts';
import { setPageStatus } from '#site/server/http/page-status.ts';
import { readViewerTimeZone } from '#site/server/live-classes/viewer-time-zone.ts';

// The class Q&A (docs/product §2 /bimbel/user/qna/{classId}, issue 15, decision 075). Private like
// the demo room (the session is checked before anything renders), never cached, not indexed. The
// questions are read and their maths rendered on the server (MathML): no maths code in the browser.
// Unknown or malformed id: the 404 page; a class not for this profile: the refusal with status 403.
export default async function ClassQnaPage({
  path,
  classId,
  query,
}: PageProps<'/bimbel/user/qna/[classId]'>) {
  const claims = await requirePageSession(path);
  const { db } = await getDatabase();
  const studentParam = new URLSearchParams(query ?? '').get(QNA_STUDENT_PARAM);
  const qna = await loadClassQna(db, claims, classId, new Date(), { studentParam });
  if (qna.kind === 'not-found') notFound();
  const head = (title: string) => (
    <>
      <title>{`${title} — ${SITE_INFO.brandName}`}</title>
      <meta name="robots" content="noindex" />
    </>
  );
  if (qna.kind === 'not-entitled') {
    setPageStatus(403);
    return (
      <>
        {head('Kelas ini bukan untuk paketmu')}
        <RoomRefusalView reason="not-entitled" classTitle={qna.title} />
      </>
    );
  }
  return (
    <>
      {head(`Tanya jawab ${qna.liveClass.title}`)}
      <QnaPageView qna={qna} timeZone={readViewerTimeZone(getHeaders()['cookie'])} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
