import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { demoImageLoader } from '../image/demo-images.ts';
import { expectNoAxeViolations, expectTargetsAtLeast24px } from '../test/axe.ts';
import { VideoCard } from './video-card.tsx';
import * as stories from './video-card.stories.tsx';

const video = {
  href: '/tanya/12345/akar-persamaan-kuadrat',
  title: 'Akar persamaan kuadrat',
  thumbnailSrc: '/thumbnails/12345.jpg',
  durationSeconds: 185,
} as const;

describe('VideoCard', () => {
  it('links its title to the video page, reached with Tab', async () => {
    const screen = await render(<VideoCard {...video} />);
    const link = screen.getByRole('link', { name: 'Akar persamaan kuadrat' });
    await expect.element(link).toHaveAttribute('href', '/tanya/12345/akar-persamaan-kuadrat');
    await userEvent.tab();
    await expect.element(link).toHaveFocus();
    await expect.element(screen.getByRole('article', { name: 'Akar persamaan kuadrat' })).toBeVisible();
  });

  it('makes the whole card, thumbnail included, the link target', async () => {
    const screen = await render(
      <div style={{ width: 320 }}>
        <VideoCard {...video} loader={demoImageLoader} />
      </div>,
    );
    const thumbnail = screen.container.querySelector('img') as HTMLImageElement;
    const { left, top, width, height } = thumbnail.getBoundingClientRect();
    const hit = document.elementFromPoint(left + width / 2, top + height / 2);
    expect(hit).toBe(screen.getByRole('link').element());
  });

  it('shows the duration as mm:ss and says it in words', async () => {
    const screen = await render(<VideoCard {...video} />);
    await expect.element(screen.getByText('03:05')).toBeVisible();
    await expect.element(screen.getByText('Durasi 3 menit 5 detik')).toBeInTheDocument();
  });

  it('shows an hour-long video as h:mm:ss', async () => {
    const screen = await render(<VideoCard {...video} durationSeconds={3725} />);
    await expect.element(screen.getByText('1:02:05')).toBeVisible();
    await expect.element(screen.getByText('Durasi 1 jam 2 menit 5 detik')).toBeInTheDocument();
  });

  it('cuts a long title to the limit with "..." but keeps the full title as the link name', async () => {
    const title = 'Sebuah bola dilempar vertikal ke atas dengan kecepatan awal 20 m/s';
    const screen = await render(<VideoCard {...video} title={title} titleLimit={20} />);
    await expect.element(screen.getByText('Sebuah bola dilem...')).toBeVisible();
    await expect.element(screen.getByRole('link', { name: title })).toBeVisible();
  });

  it('shows the "Terverifikasi" badge only for verified videos', async () => {
    const screen = await render(<VideoCard {...video} isVerified />);
    await expect.element(screen.getByText('Terverifikasi')).toBeVisible();
    await screen.rerender(<VideoCard {...video} />);
    await expect.element(screen.getByText('Terverifikasi')).not.toBeInTheDocument();
  });

  it('shows the byline under the title, outside the link name', async () => {
    const screen = await render(<VideoCard {...video} byline="Kak Rina Amelia" />);
    await expect.element(screen.getByText('Kak Rina Amelia')).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Akar persamaan kuadrat' })).toBeVisible();
    await screen.rerender(<VideoCard {...video} />);
    await expect.element(screen.getByText('Kak Rina Amelia')).not.toBeInTheDocument();
  });

  it('reserves the 16:9 thumbnail box and asks the optimiser for the card width', async () => {
    const screen = await render(<VideoCard {...video} />);
    const thumbnail = screen.container.querySelector('img');
    expect(thumbnail?.getAttribute('width')).toBe('640');
    expect(thumbnail?.getAttribute('height')).toBe('360');
    expect(thumbnail?.getAttribute('srcset')).toContain(
      '/_next/image?url=%2Fthumbnails%2F12345.jpg&w=640&q=75 640w',
    );
  });

  it.each(Object.entries(stories).filter(([name]) => name !== 'default'))(
    'story %s has no WCAG 2.2 AA violations and targets of at least 24×24 px',
    async (_name, Story) => {
      const StoryComponent = Story as () => React.JSX.Element;
      await render(<StoryComponent />);
      await expectNoAxeViolations();
      expectTargetsAtLeast24px();
    },
  );
});
