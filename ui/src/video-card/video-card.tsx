import { truncateText } from '@bimbel/domain/text/truncate-text';
import { formatClockDuration } from '@bimbel/domain/time/format-clock-duration';
import { formatDurationInWords } from '@bimbel/domain/time/format-duration-in-words';
import { css } from '@bimbel/styled-system/css';
import { videoCard } from '@bimbel/styled-system/recipes';
import { useId } from 'react';
import { CheckIcon } from '../card-badge/card-badge-icons.tsx';
import { CardBadge } from '../card-badge/card-badge.tsx';
import { Image } from '../image/image.tsx';
import type { ImageLoader } from '../image/image-srcset.ts';

const srOnly = css({ srOnly: true });

export type VideoCardProps = {
  /** The video page. */
  href: string;
  title: string;
  /** Longer titles are cut to this many characters with '...' (docs/product §9); the link keeps the full title. */
  titleLimit?: number;
  thumbnailSrc: string;
  /** Intrinsic size of the thumbnail; 16:9 by default. */
  thumbnailWidth?: number;
  thumbnailHeight?: number;
  /** How wide the card is in the layout, for the thumbnail's srcset. */
  thumbnailSizes?: string;
  /** First cards above the fold: fetch their thumbnails eagerly. */
  priority?: boolean;
  loader?: ImageLoader;
  durationSeconds: number;
  /** Words before the spoken duration: 'Durasi 3 menit 5 detik'. */
  durationLabel?: string;
  /** A line under the title, e.g. the teacher who explains: 'Kak Rina Amelia'. */
  byline?: string;
  isVerified?: boolean;
  verifiedLabel?: string;
  headingLevel?: 2 | 3 | 4;
};

/**
 * A Tanya video in a list. The title is the link (stretched over the whole card); the duration
 * shows as mm:ss and is read out in words; an optional byline (the teacher) sits under the title.
 * Plain HTML, no client JavaScript.
 *
 * @example
 * <VideoCard href={buildTanyaVideoPath(id, slug)} title={question} thumbnailSrc={thumb} durationSeconds={185} isVerified />
 */
export function VideoCard({
  href,
  title,
  titleLimit = 60,
  thumbnailSrc,
  thumbnailWidth = 640,
  thumbnailHeight = 360,
  thumbnailSizes = '(min-width: 1200px) 280px, (min-width: 768px) 33vw, 100vw',
  priority,
  loader,
  durationSeconds,
  durationLabel = 'Durasi',
  byline,
  isVerified = false,
  verifiedLabel = 'Terverifikasi',
  headingLevel = 3,
}: VideoCardProps) {
  const classes = videoCard();
  const shownTitle = truncateText(title, titleLimit);
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  return (
    <article className={classes.root} aria-labelledby={titleId}>
      <div className={classes.body}>
        <Heading id={titleId} className={classes.title}>
          <a href={href} className={classes.link}>
            {shownTitle === title ? (
              title
            ) : (
              // Sighted readers see the cut title; the link's name stays the whole question.
              <>
                <span aria-hidden="true">{shownTitle}</span>
                <span className={srOnly}>{title}</span>
              </>
            )}
          </a>
        </Heading>
        {byline ? <p className={classes.byline}>{byline}</p> : null}
        {isVerified && (
          <CardBadge tone="success" icon={<CheckIcon />}>
            {verifiedLabel}
          </CardBadge>
        )}
      </div>
      <div className={classes.media}>
        <Image
          src={thumbnailSrc}
          alt=""
          width={thumbnailWidth}
          height={thumbnailHeight}
          sizes={thumbnailSizes}
          priority={priority}
          loader={loader}
        />
        <span className={classes.duration}>
          <span aria-hidden="true">{formatClockDuration(durationSeconds)}</span>
          <span className={srOnly}>
            {durationLabel} {formatDurationInWords(durationSeconds)}
          </span>
        </span>
      </div>
    </article>
  );
}
