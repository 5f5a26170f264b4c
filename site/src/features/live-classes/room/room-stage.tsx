import { css } from '@bimbel/styled-system/css';
import { formatTimeInZone } from '@bimbel/domain/time/format-time-in-zone';
import { LiveDotIcon } from '@bimbel/ui/card-badge/card-badge-icons';
import { Avatar } from '@bimbel/ui/avatar/avatar';
import type { RoomClass } from '#site/server/live-classes/room-loader.ts';
import { classLinkClass } from '../shared/class-styles.ts';

/** A recording the browser can play itself (the demo's own files); anything else is a link. */
const isPlayableVideo = (url: string) => /\.(mp4|webm)(\?|$)/i.test(url);

const styles = {
  stage: css({
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '3',
    // A phone gets a box as tall as its content; wider screens the video's 16:9.
    aspectRatio: { tablet: '16 / 9' },
    minH: '56',
    px: '4',
    pt: '12',
    pb: '6',
    bg: 'ink',
    color: 'white',
    borderRadius: 'xl',
    textAlign: 'center',
    overflow: 'hidden',
  }),
  live: css({
    position: 'absolute',
    top: '3',
    left: '3',
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    px: '2',
    py: '0.5',
    bg: 'danger',
    color: 'white',
    fontSize: 'xs',
    fontWeight: 'bold',
    borderRadius: 'full',
    '& svg': { w: '2', h: '2' },
  }),
  video: css({ w: 'full', aspectRatio: '16 / 9', bg: 'ink', borderRadius: 'xl' }),
  caption: css({ fontSize: 'sm', color: 'muted', mt: '2' }),
};

/**
 * Where the class happens in the demo room. Running: the class's recording stands in for the
 * stream when there is one, else a still with the teacher's name. Not started: when it starts.
 * Finished: the recording, if any.
 */
export function RoomStage({ liveClass, timeZone }: { liveClass: RoomClass; timeZone: string }) {
  const recording = liveClass.recordingUrl;
  if (liveClass.phase === 'ongoing' && recording && isPlayableVideo(recording)) {
    return (
      <figure>
        <video className={styles.video} src={recording} controls preload="metadata" playsInline>
          <a href={recording}>Tonton rekaman kelas</a>
        </video>
        <figcaption className={styles.caption}>
          Demo: rekaman kelas ini diputar sebagai pengganti siaran langsung.
        </figcaption>
      </figure>
    );
  }
  if (liveClass.phase === 'ongoing') {
    return (
      <div className={styles.stage}>
        <span className={styles.live}>
          <LiveDotIcon />
          LIVE
        </span>
        <Avatar name={liveClass.teacher.name} src={liveClass.teacher.photoUrl} size="large" decorative />
        <p
          className={css({ fontSize: 'lg', fontWeight: 'semibold' })}
        >{`${liveClass.teacher.name} sedang mengajar`}</p>
        <p className={css({ fontSize: 'sm', color: 'brand.100' })}>
          Demo: di sini tampil video siaran langsung kelas.
        </p>
      </div>
    );
  }
  if (liveClass.phase === 'upcoming') {
    return (
      <div className={styles.stage}>
        <p className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>Kelas belum dimulai</p>
        <p>{`Kelas mulai pukul ${formatTimeInZone(new Date(liveClass.startsAt), timeZone)}. Siapkan materinya dulu, yuk.`}</p>
      </div>
    );
  }
  return (
    <div className={styles.stage}>
      <p className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>Kelas sudah selesai</p>
      {recording ? (
        <a
          href={recording}
          className={[classLinkClass, css({ color: 'white', _hover: { color: 'brand.100' } })].join(' ')}
        >
          Tonton rekaman
        </a>
      ) : (
        <p>Rekaman kelas ini belum tersedia.</p>
      )}
    </div>
  );
}
