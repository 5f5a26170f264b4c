'use client';

import type { SubscriptionType } from '@bimbel/domain/subscription/subscription-type';
import { studentCard } from '@bimbel/styled-system/recipes';
import { Avatar } from '../avatar/avatar.tsx';
import type { ImageLoader } from '../image/image-srcset.ts';
import { RadioCard } from '../radio-card/radio-card.tsx';

export type StudentCardProps = {
  /** The student's user id: the value the picker reports. */
  value: string;
  name: string;
  /** Grade as shown, e.g. 'Kelas 10 IPA SMA/MA' (`parseGradeValue(value).name`). */
  gradeLabel: string;
  avatarSrc?: string | null;
  subscriptionType?: SubscriptionType | null;
  loader?: ImageLoader;
  isDisabled?: boolean;
};

/**
 * A student profile in the profile picker. Put the cards in a `RadioCardGroup` (grid layout):
 * choosing one is a radio choice, announced as selected and confirmed by 'Pilih profil'.
 *
 * @example
 * <RadioCardGroup aria-label="Pilih profil" value={chosen} onChange={setChosen}>
 *   <StudentCard value="u-1" name="Budi Santoso" gradeLabel="Kelas 5 SD" avatarSrc={url} />
 * </RadioCardGroup>
 */
export function StudentCard({
  value,
  name,
  gradeLabel,
  avatarSrc,
  subscriptionType,
  loader,
  isDisabled,
}: StudentCardProps) {
  const classes = studentCard();
  return (
    <RadioCard value={value} isDisabled={isDisabled}>
      <span className={classes.name}>{name}</span>
      <span className={classes.grade}>{gradeLabel}</span>
      {/* Shown first (CSS order) but read last: the radio's name starts with the student's name.
          The name is written out, so the avatar itself stays silent; a crown still speaks. */}
      <Avatar
        name={name}
        src={avatarSrc}
        subscriptionType={subscriptionType}
        loader={loader}
        decorative
        size="large"
        className={classes.avatar}
      />
    </RadioCard>
  );
}
