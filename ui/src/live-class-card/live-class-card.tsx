import { formatDateInZone, formatTimeRangeInZone } from '@bimbel/domain/time/format-time-in-zone';
import { JAKARTA_TIME_ZONE } from '@bimbel/domain/time/jakarta-time-zone';
import { liveClassCard } from '@bimbel/styled-system/recipes';
import { useId, type ReactNode } from 'react';
import { LiveDotIcon } from '../card-badge/card-badge-icons.tsx';
import { CardBadge, type CardBadgeProps } from '../card-badge/card-badge.tsx';
import { Image } from '../image/image.tsx';
import { CalendarIcon, ClockIcon } from './schedule-icons.tsx';

export type LiveClassStatus = 'past' | 'ongoing' | 'upcoming';

const STATUS_LABELS: Record<LiveClassStatus, string> = {
  past: 'Selesai',
  ongoing: 'Sedang berlangsung',
  upcoming: 'Akan datang',
};

const STATUS_TONES: Record<LiveClassStatus, CardBadgeProps['tone']> = {
  past: 'neutral',
  ongoing: 'live',
  upcoming: 'brand',
};

// toISOString throws on an invalid date; a bad date blanks the line instead of the page.
const toDateTime = (date: Date) => (Number.isNaN(date.getTime()) ? undefined : date.toISOString());

export type LiveClassCardProps = {
  status: LiveClassStatus;
  /** Subject display name, e.g. 'Matematika'. */
  subject: string;
  topicTitle: string;
  teacherName: string;
  /** The teacher's portrait, shown beside their name (decorative: the name is written). */
  teacherPhotoUrl?: string | null;
  startsAt: Date;
  endsAt: Date;
  /** The viewer's IANA zone (from `Intl.DateTimeFormat().resolvedOptions()` on the client). */
  timeZone?: string;
  /** The caller's buttons: 'Gabung kelas' while ongoing, 'Tonton ulang' once past… */
  action?: ReactNode;
  /** Overrides the badge text of any state. */
  statusLabels?: Partial<Record<LiveClassStatus, string>>;
  teacherLabel?: string;
  headingLevel?: 2 | 3 | 4;
};

/**
 * A live class card: status badge, subject, topic, teacher, and date and time in the viewer's
 * zone labelled WIB / WITA / WIT. Server-renderable; only the `action` the caller passes is
 * interactive.
 *
 * @example
 * <LiveClassCard status="ongoing" subject="Matematika" topicTitle="Persamaan kuadrat" teacherName="Bu Rina"
 *   startsAt={start} endsAt={end} timeZone={viewerZone} action={<Button href={joinUrl}>Gabung kelas</Button>} />
 */
export function LiveClassCard({
  status,
  subject,
  topicTitle,
  teacherName,
  teacherPhotoUrl,
  startsAt,
  endsAt,
  timeZone = JAKARTA_TIME_ZONE,
  action,
  statusLabels,
  teacherLabel = 'Pengajar',
  headingLevel = 3,
}: LiveClassCardProps) {
  const classes = liveClassCard({ status });
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={classes.root} aria-labelledby={titleId}>
      <div className={classes.header}>
        <span className={classes.subject}>{subject}</span>
        <CardBadge tone={STATUS_TONES[status]} icon={status === 'ongoing' ? <LiveDotIcon /> : undefined}>
          {statusLabels?.[status] ?? STATUS_LABELS[status]}
        </CardBadge>
      </div>
      <Heading id={titleId} className={classes.title}>
        {topicTitle}
      </Heading>
      <p className={classes.teacher}>
        {teacherPhotoUrl ? (
          <Image src={teacherPhotoUrl} alt="" width={24} height={24} className={classes.teacherPhoto} />
        ) : null}
        <span>
          {teacherLabel}: {teacherName}
        </span>
      </p>
      <div className={classes.schedule}>
        <p className={classes.scheduleLine}>
          <CalendarIcon />
          <time dateTime={toDateTime(startsAt)}>{formatDateInZone(startsAt, timeZone)}</time>
        </p>
        <p className={classes.scheduleLine}>
          <ClockIcon />
          <span>{formatTimeRangeInZone(startsAt, endsAt, timeZone)}</span>
        </p>
      </div>
      {action && <div className={classes.action}>{action}</div>}
    </article>
  );
}
