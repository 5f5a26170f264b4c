import { TOAST_DURATION_MS } from '@bimbel/domain/constants/limits';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Modal } from '../modal/modal.tsx';
import { expectNoAxeViolations, expectTargetsAtLeast24px } from '../test/axe.ts';
import { closeToast, showToast, Toaster, toastQueue } from './toast.tsx';
import * as stories from './toast.stories.tsx';

afterEach(() => {
  vi.useRealTimers();
  toastQueue.clear();
});

describe('Toast', () => {
  it('uses the 5000 ms default duration of docs/product §9', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('shows a toast raised from plain code outside React, announced in a notifications landmark', async () => {
    const screen = await render(<Toaster />);
    showToast({ variant: 'error', title: 'Ada yang salah', description: 'Coba kirim lagi.' });
    const region = screen.getByRole('region', { name: 'Notifikasi' });
    await expect.element(region).toBeVisible();
    const toast = screen.getByRole('alertdialog', { name: 'Ada yang salah' });
    await expect.element(toast).toHaveAccessibleDescription('Coba kirim lagi.');
    // React Aria makes the text a live alert, so screen readers read it out when it appears.
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Ada yang salahCoba kirim lagi.');
    await expect.element(screen.getByRole('alert')).toHaveAttribute('aria-atomic', 'true');
  });

  it('closes an error or success toast by itself after 5000 ms, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const screen = await render(<Toaster />);
    showToast({ variant: 'success', title: 'Sip, datamu berhasil diperbarui.' });
    const toast = screen.getByRole('alertdialog', { name: 'Sip, datamu berhasil diperbarui.' });
    await expect.element(toast).toBeVisible();
    // Checked synchronously: polling assertions would let more (fake) time pass.
    await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 50);
    expect(toast.query()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(50);
    expect(toast.query()).toBeNull();
  });

  it('honours a shorter timeout and calls onClose', async () => {
    const onClose = vi.fn();
    const screen = await render(<Toaster />);
    showToast({ variant: 'error', title: 'Ada yang salah', timeout: 300, onClose });
    const toast = screen.getByRole('alertdialog', { name: 'Ada yang salah' });
    await expect.element(toast).toBeVisible();
    await expect.element(toast).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps a loading toast until it is closed by its key', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const screen = await render(<Toaster />);
    const key = showToast({ variant: 'loading', title: 'Mengganti profil…' });
    const toast = screen.getByRole('alertdialog', { name: 'Mengganti profil…' });
    await expect.element(toast).toBeVisible();
    await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS * 3);
    expect(toast.query()).not.toBeNull();
    closeToast(key);
    await expect.element(toast).not.toBeInTheDocument();
  });

  it('closes with its close icon', async () => {
    const screen = await render(<Toaster />);
    showToast({ variant: 'error', title: 'Ada yang salah' });
    await screen.getByRole('button', { name: 'Tutup' }).click();
    await expect.element(screen.getByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('is reached with F6 and closed from the keyboard', async () => {
    const screen = await render(
      <>
        <button type="button">Di halaman</button>
        <Toaster />
      </>,
    );
    showToast({ variant: 'error', title: 'Ada yang salah' });
    const region = screen.getByRole('region', { name: 'Notifikasi' });
    await expect.element(region).toBeVisible();
    (screen.getByRole('button', { name: 'Di halaman' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{F6}');
    await expect.poll(() => region.element().contains(document.activeElement)).toBe(true);
    const close = screen.getByRole('button', { name: 'Tutup' });
    while (document.activeElement !== close.element()) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows above an open modal', async () => {
    const screen = await render(
      <>
        <Modal title="Mau info Bimbel?" isOpen>
          <p>Isi data kamu.</p>
        </Modal>
        <Toaster />
      </>,
    );
    await expect.element(screen.getByRole('dialog')).toBeVisible();
    showToast({ variant: 'error', title: 'Ada yang salah' });
    const toast = screen.getByRole('alertdialog', { name: 'Ada yang salah' });
    await expect.element(toast).toBeVisible();
    const box = toast.element().getBoundingClientRect();
    const topmost = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    expect(toast.element().contains(topmost)).toBe(true);
    // The toast stays usable: closing it leaves the modal open.
    await screen.getByRole('button', { name: 'Tutup' }).last().click();
    await expect.element(toast).not.toBeInTheDocument();
    await expect.element(screen.getByRole('dialog')).toBeVisible();
  });

  it('sits 40px from the top, centred, 50vw wide from the tablet breakpoint', async () => {
    const screen = await render(<Toaster />);
    showToast({ variant: 'error', title: 'Ada yang salah' });
    const region = screen.getByRole('region', { name: 'Notifikasi' });
    await expect.element(region).toBeVisible();
    const box = region.element().getBoundingClientRect();
    expect(box.top).toBe(40);
    expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThanOrEqual(1);
    expect(box.width).toBeCloseTo(window.innerWidth * 0.5, 0);
  });

  it('is 80vw wide on a 360 px phone', async () => {
    await page.viewport(360, 640);
    try {
      const screen = await render(<Toaster />);
      showToast({ variant: 'error', title: 'Maaf ya, ada yang salah. Coba lagi, yuk.' });
      const region = screen.getByRole('region', { name: 'Notifikasi' });
      await expect.element(region).toBeVisible();
      const box = region.element().getBoundingClientRect();
      expect(box.width).toBeCloseTo(360 * 0.8, 0);
      expect(Math.abs(box.left + box.width / 2 - 180)).toBeLessThanOrEqual(1);
    } finally {
      await page.viewport(1024, 768);
    }
  });

  it.each(Object.entries(stories).filter(([name]) => name !== 'default'))(
    'story %s has no WCAG 2.2 AA violations and targets of at least 24×24 px',
    async (_name, Story) => {
      const StoryComponent = Story as () => React.JSX.Element;
      const screen = await render(<StoryComponent />);
      await expect.element(screen.getByRole('alertdialog')).toBeVisible();
      await expectNoAxeViolations();
      expectTargetsAtLeast24px();
    },
  );
});
