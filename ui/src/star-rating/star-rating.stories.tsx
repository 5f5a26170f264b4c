import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { StarRatingDisplay } from './star-rating-display.tsx';
import { StarRating } from './star-rating.tsx';

export default { title: 'Forms / StarRating' } satisfies StoryDefault;

export const Empty: Story = () => <StarRating label="Gimana kelasnya tadi?" />;
export const Rated: Story = () => <StarRating label="Gimana kelasnya tadi?" defaultValue={4} />;
export const HiddenLabel: Story = () => (
  <section>
    <h2 style={{ margin: 0 }}>Gimana kelasnya tadi?</h2>
    <StarRating label="Rating kelas" hideLabel defaultValue={3} />
  </section>
);
export const Disabled: Story = () => <StarRating label="Rating kelas" defaultValue={2} isDisabled />;

export const Controlled: Story = () => {
  const [stars, setStars] = useState<number | null>(null);
  return (
    <div>
      <StarRating label="Gimana kelasnya tadi?" value={stars} onChange={setStars} />
      <p>{stars === null ? 'Belum ada rating' : `Kamu memberi ${stars} bintang`}</p>
    </div>
  );
};

export const ReadOnly: Story = () => <StarRatingDisplay value={4} />;
export const ReadOnlyAverage: Story = () => <StarRatingDisplay value={4.6} />;
