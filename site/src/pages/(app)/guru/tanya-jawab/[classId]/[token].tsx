import { unstable_notFound as notFound } from 'waku/router/server';
import type { PageProps } from 'waku/router';
import { unstable_getHeaders as getHeaders } from 'waku/server';
import { TeacherLinkInvalidView, TeacherQnaView } from '#site/features/live-classes/qna/teacher-qna-view.tsx';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { loadTeacherQna } from '#site/server/class-qna/teacher-qna-loader.ts';
import { getConfig as getServerConfig } from '#site/server/config/config.ts';
import { getDatabase } from '#site/server/db/database.ts';
import { setPageStatus } from '#site/server/http/page-status.ts';
import { readViewerTimeZone } from '#site/server/live-classes/viewer-time-zone.ts';

// The teacher's page of a class's Q&A (issue 15, decision 075), opened from the signed link
// `GET /api/admin/live-classes/{id}/teacher-qna-url` gives the academic team: no account, no admin
// token — the link's token is the credential (checked here and by each write). Never cached or
// indexed, and the address is not sent on as a referrer.
export default async function TeacherQnaPage({
  classId,
  token,
}: PageProps<'/guru/tanya-jawab/[classId]/[token]'>) {
  const { db } = await getDatabase();
  const page = await loadTeacherQna(db, {
    classId,
    token,
    secret: getServerConfig().authSecret,
    now: new Date(),
  });
  if (page.kind === 'not-found') notFound();
  const head = (title: string) => (
    <>
      <title>{`${title} — ${SITE_INFO.brandName}`}</title>
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
    </>
  );
  if (page.kind === 'invalid-link') {
    setPageStatus(403);
    return (
      <>
        {head('Tautan guru tidak berlaku')}
        <TeacherLinkInvalidView />
      </>
    );
  }
  return (
    <>
      {head(`Tanya jawab untuk guru: ${page.liveClass.title}`)}
      <TeacherQnaView
        liveClass={page.liveClass}
        questions={page.questions}
        token={token}
        timeZone={readViewerTimeZone(getHeaders()['cookie'])}
      />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
