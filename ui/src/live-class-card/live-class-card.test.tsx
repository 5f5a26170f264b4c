import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../button/button.tsx';
import { expectNoAxeViolations, expectTargetsAtLeast24px } from '../test/axe.ts';
import { LiveClassCard } from './live-class-card.tsx';
import * as stories from './live-class-card.stories.tsx';

// 12.30–14.00 UTC: 19.30 in Jakarta, 20.30 in Makassar, 21.30 in Jayapura.
const lesson = {
  subject: 'Matematika',
  topicTitle: 'Persamaan kuadrat',
  teacherName: 'Bu Rina',
  startsAt: new Date('2026-11-22T12:30:00Z'),
  endsAt: new Date('2026-11-22T14:00:00Z'),
} as const;

describe('LiveClassCard', () => {
  it('is an article named by its topic, with subject, teacher, date and time', async () => {
    const screen = await render(<LiveClassCard {...lesson} status="upcoming" />);
    const card = screen.getByRole('article', { name: 'Persamaan kuadrat' });
    await expect.element(card).toBeVisible();
    await expect.element(screen.getByRole('heading', { level: 3, name: 'Persamaan kuadrat' })).toBeVisible();
    await expect.element(card).toHaveTextContent('Matematika');
    await expect.element(card).toHaveTextContent('Pengajar: Bu Rina');
    await expect
      .element(screen.getByText('Minggu, 22 November 2026'))
      .toHaveAttribute('datetime', '2026-11-22T12:30:00.000Z');
  });

  it.each([
    ['Asia/Jakarta', '19.30–21.00 WIB'],
    ['Asia/Makassar', '20.30–22.00 WITA'],
    ['Asia/Jayapura', '21.30–23.00 WIT'],
  ])('in %s shows the time as %s', async (timeZone, expected) => {
    const screen = await render(<LiveClassCard {...lesson} status="upcoming" timeZone={timeZone} />);
    await expect.element(screen.getByText(expected)).toBeVisible();
  });

  it('shows the teacher’s portrait beside the name, as decoration the name already says', async () => {
    const screen = await render(<stories.WithTeacherPortrait />);
    const card = screen.getByRole('article', { name: 'Persamaan dan fungsi kuadrat' });
    const portrait = card.element().querySelector('img');
    expect(portrait?.getAttribute('alt')).toBe('');
    expect(portrait?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(portrait?.getBoundingClientRect().width).toBe(24);
    await expect.element(card).toHaveTextContent('Pengajar: Bu Rina Kartika');
    await expectNoAxeViolations(screen.container);
  });

  it('has no picture when the teacher has none', async () => {
    const screen = await render(<LiveClassCard {...lesson} status="upcoming" />);
    expect(screen.container.querySelector('img')).toBeNull();
  });

  it('shows Jakarta time (WIB) when no zone is given', async () => {
    const screen = await render(<LiveClassCard {...lesson} status="upcoming" />);
    await expect.element(screen.getByText('19.30–21.00 WIB')).toBeVisible();
  });

  it('shows the viewer-zone date, which can be the next day', async () => {
    const late = { startsAt: new Date('2026-11-22T16:00:00Z'), endsAt: new Date('2026-11-22T17:00:00Z') };
    const screen = await render(
      <LiveClassCard {...lesson} {...late} status="upcoming" timeZone="Asia/Jayapura" />,
    );
    await expect.element(screen.getByText('Senin, 23 November 2026')).toBeVisible();
    await expect.element(screen.getByText('01.00–02.00 WIT')).toBeVisible();
  });

  it.each([
    ['Upcoming', 'Akan datang', null],
    ['Ongoing', 'Sedang berlangsung', 'Gabung kelas'],
    ['Past', 'Selesai', 'Tonton ulang'],
  ] as const)('story %s shows the badge "%s" and the action %s', async (name, badge, action) => {
    const StoryComponent = stories[name] as () => React.JSX.Element;
    const screen = await render(<StoryComponent />);
    await expect.element(screen.getByText(badge, { exact: true })).toBeVisible();
    const otherBadges = ['Akan datang', 'Sedang berlangsung', 'Selesai'].filter((label) => label !== badge);
    for (const label of otherBadges)
      await expect.element(screen.getByText(label, { exact: true })).not.toBeInTheDocument();
    if (action) await expect.element(screen.getByRole('link', { name: action })).toBeVisible();
    else await expect.element(screen.getByRole('link')).not.toBeInTheDocument();
  });

  it('runs the caller’s action by mouse and by keyboard', async () => {
    const onPress = vi.fn();
    const screen = await render(
      <LiveClassCard {...lesson} status="ongoing" action={<Button onPress={onPress}>Gabung kelas</Button>} />,
    );
    const join = screen.getByRole('button', { name: 'Gabung kelas' });
    await userEvent.tab();
    await expect.element(join).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await join.click();
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('takes other badge copy from statusLabels', async () => {
    const screen = await render(
      <LiveClassCard {...lesson} status="past" statusLabels={{ past: 'Kelas selesai' }} />,
    );
    await expect.element(screen.getByText('Kelas selesai')).toBeVisible();
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
