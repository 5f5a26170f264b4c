import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations, expectTargetsAtLeast24px } from '../test/axe.ts';
import { Button } from './button.tsx';
import * as stories from './button.stories.tsx';

describe('Button', () => {
  it('runs its action on click, Enter and Space', async () => {
    const onPress = vi.fn();
    const screen = await render(<Button onPress={onPress}>Simpan</Button>);
    const button = screen.getByRole('button', { name: 'Simpan' });
    await button.click();
    (button.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('while loading: ignores presses, says it is busy, shows the loading text', async () => {
    const onPress = vi.fn();
    const screen = await render(
      <Button isLoading loadingText="Mengirim…" onPress={onPress}>
        Sip, kirim
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Mengirim…/ });
    await expect.element(button).toBeVisible();
    await expect.element(button).toHaveAttribute('aria-disabled', 'true');
    await button.click({ force: true });
    expect(onPress).not.toHaveBeenCalled();
    expect(screen.container.textContent).not.toContain('Sip, kirim');
  });

  it('when disabled: cannot be pressed', async () => {
    const onPress = vi.fn();
    const screen = await render(<Button isDisabled onPress={onPress}>Pilih profil</Button>);
    const button = screen.getByRole('button', { name: 'Pilih profil' });
    await expect.element(button).toBeDisabled();
    await button.click({ force: true });
    expect(onPress).not.toHaveBeenCalled();
  });

  it('renders a link when given href', async () => {
    const screen = await render(<Button href="/login">Masuk</Button>);
    await expect.element(screen.getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login');
  });

  it('opens external links in a new tab safely', async () => {
    const screen = await render(<Button href="https://wa.me/628" target="_blank">WhatsApp</Button>);
    const link = screen.getByRole('link', { name: 'WhatsApp' });
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
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
