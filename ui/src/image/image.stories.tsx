import type { Story, StoryDefault } from '@ladle/react';
import { DEMO_PORTRAIT, demoImageLoader } from './demo-images.ts';
import { Image } from './image.tsx';
import { passthroughLoader } from './image-srcset.ts';

export default { title: 'Media / Image' } satisfies StoryDefault;

/** Follows the layout: full width on phones, half from tablet; candidates from 320 to 3840 px. */
export const Responsive: Story = () => (
  <Image
    src="/img/kelas-live.jpg"
    alt="Guru menjelaskan persamaan kuadrat di kelas live"
    width={1200}
    height={675}
    sizes="(min-width: 768px) 50vw, 100vw"
    loader={demoImageLoader}
  />
);

/** A fixed-size picture gets a 1x and a 2x candidate. */
export const FixedSize: Story = () => (
  <Image src="/img/ikon-matematika.png" alt="Matematika" width={96} height={54} loader={demoImageLoader} />
);

/** The largest picture above the fold: fetched eagerly with high priority. */
export const Priority: Story = () => (
  <Image
    src="/img/hero.jpg"
    alt="Belajar bareng guru juara"
    width={1200}
    height={675}
    sizes="100vw"
    priority
    loader={demoImageLoader}
  />
);

/** Lower optimiser quality for a large decorative background. */
export const LowQuality: Story = () => (
  <Image
    src="/img/latar.jpg"
    alt=""
    width={1200}
    height={675}
    sizes="100vw"
    quality={50}
    fit="cover"
    loader={demoImageLoader}
  />
);

/** Not resized: served as it is, without a srcset. */
export const Passthrough: Story = () => (
  <Image src={DEMO_PORTRAIT} alt="Foto profil" width={96} height={96} loader={passthroughLoader} />
);
