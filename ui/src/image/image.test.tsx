import { IMAGE_DEVICE_WIDTHS, IMAGE_SIZES } from '@bimbel/domain/constants/images';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations, expectTargetsAtLeast24px } from '../test/axe.ts';
import { Image } from './image.tsx';
import * as stories from './image.stories.tsx';

describe('Image', () => {
  it('reserves its box with width and height and lists the docs/product §9 widths up to its own in its srcset', async () => {
    const screen = await render(
      <Image
        src="/img/kelas.jpg"
        alt="Kelas live"
        width={288}
        height={162}
        sizes="(min-width: 768px) 96px, 64px"
      />,
    );
    const img = screen.getByRole('img', { name: 'Kelas live' });
    await expect.element(img).toHaveAttribute('width', '288');
    await expect.element(img).toHaveAttribute('height', '162');
    await expect.element(img).toHaveAttribute('sizes', '(min-width: 768px) 96px, 64px');
    const srcSet = img.element().getAttribute('srcset') ?? '';
    // Up to the first width that holds the 288 px picture: the optimiser never enlarges.
    for (const width of [...IMAGE_SIZES, ...IMAGE_DEVICE_WIDTHS].filter((width) => width <= 320)) {
      expect(srcSet).toContain(`/_next/image?url=%2Fimg%2Fkelas.jpg&w=${width}&q=75 ${width}w`);
    }
    expect(srcSet).not.toContain('&w=384&');
    await expect.element(img).toHaveAttribute('src', '/_next/image?url=%2Fimg%2Fkelas.jpg&w=320&q=75');
  });

  it('lets the browser fetch the candidate that fits its rendered width', async () => {
    // The test viewport is 1024 px wide at 1x: half of it needs the 640 px candidate.
    const screen = await render(<Image src="/a.jpg" alt="Setengah" width={1200} height={675} sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'Setengah' }).element() as HTMLImageElement;
    await expect.poll(() => img.currentSrc).toMatch(/\/_next\/image\?url=%2Fa\.jpg&w=640&q=75$/);
  });

  it('loads lazily and decodes asynchronously by default', async () => {
    const screen = await render(<Image src="/a.jpg" alt="Gambar" width={640} height={360} />);
    const img = screen.getByRole('img', { name: 'Gambar' });
    await expect.element(img).toHaveAttribute('loading', 'lazy');
    await expect.element(img).toHaveAttribute('decoding', 'async');
    await expect.element(img).not.toHaveAttribute('fetchpriority');
  });

  it('with priority: loads eagerly with high fetch priority', async () => {
    const screen = await render(<Image src="/a.jpg" alt="Hero" width={640} height={360} priority />);
    const img = screen.getByRole('img', { name: 'Hero' });
    await expect.element(img).toHaveAttribute('loading', 'eager');
    await expect.element(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('builds URLs with the given loader and quality', async () => {
    const screen = await render(
      <Image
        src="/a.jpg"
        alt="Cdn"
        width={48}
        height={48}
        quality={60}
        loader={({ src, width, quality }) => `https://cdn.test${src}?w=${width}&q=${quality}`}
      />,
    );
    await expect
      .element(screen.getByRole('img', { name: 'Cdn' }))
      .toHaveAttribute('srcset', 'https://cdn.test/a.jpg?w=48&q=60 1x, https://cdn.test/a.jpg?w=96&q=60 2x');
  });

  it('keeps its width/height ratio when the box is narrower than the picture', async () => {
    const screen = await render(
      <div style={{ width: 320 }}>
        <Image src="/a.jpg" alt="Sempit" width={1200} height={600} sizes="100vw" />
      </div>,
    );
    const rect = (
      screen.getByRole('img', { name: 'Sempit' }).element() as HTMLElement
    ).getBoundingClientRect();
    expect(rect.width).toBe(320);
    expect(rect.height).toBe(160);
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
