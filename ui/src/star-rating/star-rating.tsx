'use client';

import { starRating } from '@bimbel/styled-system/recipes';
import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { STAR_COUNT, StarIcon, type StarState } from './star-icon.tsx';
const STARS = Array.from({ length: STAR_COUNT }, (_, index) => index + 1);

export type StarRatingProps = {
  /** The question above the stars, e.g. "Gimana kelasnya tadi?". */
  label?: string;
  /** Keeps the label for screen readers only, when a heading nearby already asks. */
  hideLabel?: boolean;
  /** Controlled value, 1–5; `null` for no rating yet. */
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (value: number) => void;
  /** Accessible name of each star. */
  getStarLabel?: (stars: number) => string;
  isDisabled?: boolean;
  isRequired?: boolean;
  /** Form field name; the value is submitted as "1"…"5". */
  name?: string;
};

/**
 * Rate a live class with one to five stars. It is a radio group, so screen readers hear each
 * star as "3 bintang" with its place in the group, and arrow keys change the value; on a mouse,
 * hovering previews the stars up to the pointer before the click commits them.
 *
 * @example
 * <StarRating label="Gimana kelasnya tadi?" onChange={(stars) => sendRating(classId, stars)} />
 */
export function StarRating({
  label = 'Beri rating',
  hideLabel = false,
  value,
  defaultValue = null,
  onChange,
  getStarLabel = (stars) => `${stars} bintang`,
  isDisabled,
  isRequired,
  name,
}: StarRatingProps) {
  const [ownValue, setOwnValue] = useState<number | null>(defaultValue);
  const [hovered, setHovered] = useState<number | null>(null);
  const chosen = value === undefined ? ownValue : value;
  const shown = hovered ?? chosen ?? 0;
  const classes = starRating({ hideLabel });

  const stateOf = (stars: number): StarState => {
    if (stars > shown) return 'empty';
    return hovered !== null && hovered !== chosen ? 'preview' : 'filled';
  };

  return (
    <RadioGroup
      orientation="horizontal"
      className={classes.root}
      value={chosen === null ? null : String(chosen)}
      onChange={(next) => {
        const stars = Number(next);
        setOwnValue(stars);
        onChange?.(stars);
      }}
      isDisabled={isDisabled}
      isRequired={isRequired}
      name={name}
    >
      <Label className={classes.label}>{label}</Label>
      <div className={classes.stars}>
        {STARS.map((stars) => (
          <Radio
            key={stars}
            value={String(stars)}
            className={classes.star}
            onHoverChange={(isHovered) =>
              setHovered((current) => (isHovered ? stars : current === stars ? null : current))
            }
          >
            <StarIcon state={stateOf(stars)} className={classes.icon} />
            <span className={classes.starLabel}>{getStarLabel(stars)}</span>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
