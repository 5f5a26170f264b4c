import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations, expectTargetsAtLeast24px } from '../test/axe.ts';
import { Banner } from './banner.tsx';
import * as stories from './banner.stories.tsx';

describe('Banner', () => {
  it('is a named region with its message, and hides itself after calling onDismiss', async () => {
    const onDismiss = vi.fn();
    const screen = await render(
      <Banner aria-label="Promo" onDismiss={onDismiss}>
        Ikut Bimbel lewat aplikasi.
      </Banner>,
    );
    const region = screen.getByRole('region', { name: 'Promo' });
    await expect.element(region).toHaveTextContent('Ikut Bimbel lewat aplikasi.');
    await screen.getByRole('button', { name: 'Tutup banner' }).click();
    expect(onDismiss).toHaveBeenCalledOnce();
    await expect.element(region).not.toBeInTheDocument();
  });

  it('is dismissed from the keyboard', async () => {
    const onDismiss = vi.fn();
    const screen = await render(<Banner onDismiss={onDismiss}>Jadwal baru sudah tersedia.</Banner>);
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Tutup banner' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledOnce();
    await expect.element(screen.getByRole('region', { name: 'Pengumuman' })).not.toBeInTheDocument();
  });

  it('offers its action as a link or a button', async () => {
    const onPress = vi.fn();
    const screen = await render(
      <>
        <Banner aria-label="Promo" action={{ label: 'Download aplikasi', href: '/download' }}>
          Promo
        </Banner>
        <Banner aria-label="Fitur Tutor" action={{ label: 'Lihat info', onPress }}>
          Tutor
        </Banner>
      </>,
    );
    await expect
      .element(screen.getByRole('link', { name: 'Download aplikasi' }))
      .toHaveAttribute('href', '/download');
    await screen.getByRole('button', { name: 'Lihat info' }).click();
    expect(onPress).toHaveBeenCalledOnce();
    await expect.element(screen.getByRole('region', { name: 'Fitur Tutor' })).toBeVisible();
  });

  it('keeps the action and close button inside a 360 px phone screen', async () => {
    await page.viewport(360, 640);
    try {
      const screen = await render(<stories.LongMessage />);
      const close = screen.getByRole('button', { name: 'Tutup banner' }).element().getBoundingClientRect();
      const action = screen.getByRole('link', { name: 'Perbarui' }).element().getBoundingClientRect();
      expect(close.right).toBeLessThanOrEqual(360);
      expect(action.right).toBeLessThanOrEqual(close.left);
    } finally {
      await page.viewport(1024, 768);
    }
  });

  it.each(Object.entries(stories).filter(([name]) => name !== 'default'))(
    'story %s has no WCAG 2.2 AA violations and targets of at least 24×24 px',
    async (_name, Story) => {
      const StoryComponent = Story as () => React.JSX.Element;
      const screen = await render(<StoryComponent />);
      await expect.element(screen.getByRole('region')).toBeVisible();
      await expectNoAxeViolations();
      expectTargetsAtLeast24px();
    },
  );
});
