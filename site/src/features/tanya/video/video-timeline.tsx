import { formatClockDuration } from '@bimbel/domain/time/format-clock-duration';
import { css } from '@bimbel/styled-system/css';
import { SeekButton } from './player/seek-button.tsx';

const styles = {
  heading: css({ fontSize: 'lg', marginBottom: '2' }),
  list: css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '1' }),
  row: css({ display: 'flex', alignItems: 'flex-start', gap: '3' }),
  time: css({
    flexShrink: 0,
    minWidth: '16',
    minHeight: '8',
    paddingInline: '2',
    border: '1px solid',
    borderColor: 'brand.200',
    borderRadius: 'md',
    background: 'brand.50',
    color: 'brand.700',
    fontWeight: 'bold',
    fontSize: 'sm',
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    _hover: { background: 'brand.100' },
    _focusVisible: { focusOutline: 'default' },
  }),
  text: css({ paddingTop: '1', margin: 0 }),
  moment: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    width: '100%',
    minHeight: '11',
    paddingInline: '3',
    border: '1px solid',
    borderColor: 'line',
    borderRadius: 'md',
    background: 'surface',
    color: 'ink',
    textAlign: 'start',
    fontSize: 'base',
    cursor: 'pointer',
    _hover: { borderColor: 'brand.500' },
    _focusVisible: { focusOutline: 'default' },
    '& > span:first-child': { color: 'brand.700', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' },
  }),
};

type Cue = { start: number; text: string };

/** The cleaned transcript; each timestamp plays the video from there. */
export function TranscriptSection({ cues }: { cues: readonly Cue[] }) {
  if (cues.length === 0) return null;
  return (
    <section aria-labelledby="transkrip">
      <h2 id="transkrip" className={styles.heading}>
        Transkrip
      </h2>
      <ol className={styles.list}>
        {cues.map((cue, index) => (
          <li key={index} className={styles.row}>
            <SeekButton seconds={cue.start} className={styles.time} aria-label={`Putar dari ${formatClockDuration(cue.start)}`}>
              {formatClockDuration(cue.start)}
            </SeekButton>
            <p className={styles.text}>{cue.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

type Moment = { start: number; name: string };

/** The key moments (the JSON-LD clips), each a button that plays from its start. */
export function KeyMomentsSection({ moments }: { moments: readonly Moment[] }) {
  if (moments.length === 0) return null;
  return (
    <section aria-labelledby="momen-penting">
      <h2 id="momen-penting" className={styles.heading}>
        Momen penting
      </h2>
      <ol className={styles.list}>
        {moments.map((moment, index) => (
          <li key={index}>
            <SeekButton seconds={moment.start} className={styles.moment}>
              <span>{formatClockDuration(moment.start)}</span>
              <span>{moment.name}</span>
            </SeekButton>
          </li>
        ))}
      </ol>
    </section>
  );
}
