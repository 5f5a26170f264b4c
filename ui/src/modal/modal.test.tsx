import { MODAL_WIDTHS, type ModalWidth } from '@bimbel/domain/constants/layout';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../button/button.tsx';
import { expectNoAxeViolations, expectTargetsAtLeast24px } from '../test/axe.ts';
import { Modal, ModalTrigger, type ModalProps } from './modal.tsx';
import * as stories from './modal.stories.tsx';

/** A page behind the modal: an opener button and enough height to scroll. */
function Page(props: Partial<ModalProps> & { onOpenChange?: (isOpen: boolean) => void }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <div style={{ height: 3000 }}>
      <Button onPress={() => setOpen(true)}>Minta info bimbel</Button>
      <Modal
        title="Mau info Bimbel?"
        {...props}
        isOpen={isOpen}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
      >
        <input aria-label="Nama orangtua" />
        <Button>Oke, minta info Bimbel</Button>
      </Modal>
    </div>
  );
}

/** Clicks the dimmed backdrop at the top-left corner of the viewport, outside any dialog. */
async function clickOutside() {
  await userEvent.click(document.body, { position: { x: 4, y: 4 } });
}

afterEach(async () => {
  window.scrollTo(0, 0);
  await page.viewport(1024, 768);
});

describe('Modal', () => {
  it('opens as a dialog named by its title, moves focus into it and gives it back on close', async () => {
    const screen = await render(<Page />);
    const opener = screen.getByRole('button', { name: 'Minta info bimbel' });
    await opener.click();
    const dialog = screen.getByRole('dialog', { name: 'Mau info Bimbel?' });
    await expect.element(dialog).toBeVisible();
    expect(dialog.element().contains(document.activeElement)).toBe(true);
    await screen.getByRole('button', { name: 'Tutup' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener used with the keyboard', async () => {
    const onOpenChange = vi.fn();
    const screen = await render(<Page onOpenChange={onOpenChange} />);
    const opener = screen.getByRole('button', { name: 'Minta info bimbel' });
    (opener.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await expect.element(opener).toHaveFocus();
  });

  it('reports a click outside and a press of the close icon the same way: onOpenChange(false)', async () => {
    const onOpenChange = vi.fn();
    const screen = await render(<Page onOpenChange={onOpenChange} />);
    await screen.getByRole('button', { name: 'Minta info bimbel' }).click();
    await clickOutside();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);

    await screen.getByRole('button', { name: 'Minta info bimbel' }).click();
    await screen.getByRole('button', { name: 'Tutup' }).click();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange.mock.calls).toEqual([[false], [false]]);
  });

  it('stays open on an outside click when isDismissable is false', async () => {
    const screen = await render(<Page isDismissable={false} />);
    await screen.getByRole('button', { name: 'Minta info bimbel' }).click();
    await clickOutside();
    await expect.element(screen.getByRole('dialog')).toBeVisible();
  });

  it('stays open on Escape when isKeyboardDismissDisabled', async () => {
    const screen = await render(<Page isKeyboardDismissDisabled />);
    await screen.getByRole('button', { name: 'Minta info bimbel' }).click();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog')).toBeVisible();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const screen = await render(<Page />);
    await screen.getByRole('button', { name: 'Minta info bimbel' }).click();
    const dialog = screen.getByRole('dialog').element();
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab({ shift: true });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('locks page scrolling while open and releases it after closing', async () => {
    const screen = await render(<Page />);
    await screen.getByRole('button', { name: 'Minta info bimbel' }).click();
    const dialog = screen.getByRole('dialog');
    await expect.element(dialog).toBeVisible();
    await userEvent.wheel(document.body, { delta: { y: 600 } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(window.scrollY).toBe(0);

    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await userEvent.wheel(document.body, { delta: { y: 600 } });
    await expect.poll(() => window.scrollY).toBeGreaterThan(0);
  });

  it('keeps a visually hidden title as the dialog name', async () => {
    const screen = await render(<Page hideTitle />);
    await screen.getByRole('button', { name: 'Minta info bimbel' }).click();
    await expect.element(screen.getByRole('dialog', { name: 'Mau info Bimbel?' })).toBeVisible();
    const heading = screen.getByRole('heading', { name: 'Mau info Bimbel?' }).element();
    expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  });

  it('leaves out the close icon when asked', async () => {
    const screen = await render(<Page hideCloseButton />);
    await screen.getByRole('button', { name: 'Minta info bimbel' }).click();
    await expect.element(screen.getByRole('dialog')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Tutup' })).not.toBeInTheDocument();
  });

  it('opens from a ModalTrigger and closes through the close function given to its content', async () => {
    const screen = await render(
      <ModalTrigger>
        <Button>Info Tutor</Button>
        <Modal title="Fitur Tutor">{({ close }) => <Button onPress={close}>Oke, sip!</Button>}</Modal>
      </ModalTrigger>,
    );
    await screen.getByRole('button', { name: 'Info Tutor' }).click();
    await screen.getByRole('button', { name: 'Oke, sip!' }).click();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Info Tutor' })).toHaveFocus();
  });

  it.each(Object.entries(MODAL_WIDTHS) as [ModalWidth, number][])(
    'width %s is %i px on a laptop, capped at the viewport minus margins',
    async (width, pixels) => {
      const screen = await render(<Page width={width} />);
      await screen.getByRole('button', { name: 'Minta info bimbel' }).click();
      const box = screen.getByRole('dialog').element().getBoundingClientRect();
      expect(box.width).toBe(Math.min(pixels, 1024 - 32));
    },
  );

  it('fits a 360 px phone with a margin on both sides', async () => {
    await page.viewport(360, 640);
    const screen = await render(<Page width="tiny" />);
    await screen.getByRole('button', { name: 'Minta info bimbel' }).click();
    const box = screen.getByRole('dialog').element().getBoundingClientRect();
    expect(box.left).toBeGreaterThanOrEqual(16);
    expect(box.right).toBeLessThanOrEqual(360 - 16);
  });

  it.each(Object.entries(stories).filter(([name]) => name !== 'default'))(
    'story %s has no WCAG 2.2 AA violations and targets of at least 24×24 px',
    async (_name, Story) => {
      const StoryComponent = Story as () => React.JSX.Element;
      const screen = await render(<StoryComponent />);
      await expect.element(screen.getByRole('button').first()).toBeInTheDocument();
      await expectNoAxeViolations();
      expectTargetsAtLeast24px();
    },
  );
});
