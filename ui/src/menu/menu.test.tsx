import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations, expectTargetsAtLeast24px } from '../test/axe.ts';
import { DropdownMenu } from './menu.tsx';
import * as stories from './menu.stories.tsx';

function renderProfileMenu() {
  const actions = { profile: vi.fn(), switch: vi.fn(), logout: vi.fn(), any: vi.fn() };
  const result = render(
    <DropdownMenu
      trigger="Budi Santoso"
      onAction={actions.any}
      items={[
        { id: 'profile', label: 'Profilku', onAction: actions.profile },
        { id: 'switch', label: 'Ganti profil', onAction: actions.switch },
        { id: 'logout', label: 'Keluar', onAction: actions.logout },
      ]}
    />,
  );
  return { actions, result };
}

describe('DropdownMenu', () => {
  it('opens on click, runs the chosen item and gives focus back to the trigger', async () => {
    const { actions, result } = renderProfileMenu();
    const screen = await result;
    const trigger = screen.getByRole('button', { name: 'Budi Santoso' });
    await trigger.click();
    const menu = screen.getByRole('menu');
    await expect.element(menu).toBeVisible();
    const labels = screen
      .getByRole('menuitem')
      .elements()
      .map((item) => item.textContent);
    expect(labels).toEqual(['Profilku', 'Ganti profil', 'Keluar']);
    await screen.getByRole('menuitem', { name: 'Profilku' }).click();
    expect(actions.profile).toHaveBeenCalledOnce();
    expect(actions.any).toHaveBeenCalledWith('profile');
    await expect.element(menu).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('opens with Enter, moves with the arrows and chooses with Enter', async () => {
    const { actions, result } = renderProfileMenu();
    const screen = await result;
    (screen.getByRole('button', { name: 'Budi Santoso' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('menuitem', { name: 'Profilku' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('menuitem', { name: 'Ganti profil' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    expect(actions.switch).toHaveBeenCalledOnce();
    expect(actions.logout).not.toHaveBeenCalled();
  });

  it('opens with Space and with ArrowDown', async () => {
    const { result } = renderProfileMenu();
    const screen = await result;
    const trigger = screen.getByRole('button', { name: 'Budi Santoso' });
    (trigger.element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await expect.element(screen.getByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('menu')).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('menuitem', { name: 'Profilku' })).toHaveFocus();
  });

  it('closes on Escape without choosing anything and returns focus to the trigger', async () => {
    const { actions, result } = renderProfileMenu();
    const screen = await result;
    const trigger = screen.getByRole('button', { name: 'Budi Santoso' });
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.click();
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('menu')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
    expect(actions.any).not.toHaveBeenCalled();
  });

  it('renders an item with href as a link', async () => {
    const screen = await render(
      <DropdownMenu
        trigger="Bantuan"
        items={[{ id: 'help', label: 'Pusat bantuan', href: '/faq-pusat-bantuan' }]}
      />,
    );
    await screen.getByRole('button', { name: 'Bantuan' }).click();
    const item = screen.getByRole('menuitem', { name: 'Pusat bantuan' });
    await expect.element(item).toHaveAttribute('href', '/faq-pusat-bantuan');
  });

  it('takes a label for a trigger that shows only an avatar', async () => {
    const screen = await render(
      <DropdownMenu
        trigger={<span aria-hidden="true">BS</span>}
        triggerLabel="Menu profil"
        items={[{ id: 'logout', label: 'Keluar' }]}
      />,
    );
    await screen.getByRole('button', { name: 'Menu profil' }).click();
    await expect.element(screen.getByRole('menuitem', { name: 'Keluar' })).toBeVisible();
  });

  it.each(Object.entries(stories).filter(([name]) => name !== 'default'))(
    'story %s has no WCAG 2.2 AA violations and targets of at least 24×24 px',
    async (_name, Story) => {
      const StoryComponent = Story as () => React.JSX.Element;
      const screen = await render(<StoryComponent />);
      await expect.element(screen.getByRole('button', { name: 'Budi Santoso' })).toBeInTheDocument();
      await expectNoAxeViolations();
      expectTargetsAtLeast24px();
    },
  );
});
