import type { Story, StoryDefault } from '@ladle/react';
import { Button } from '../button/button.tsx';
import { DEMO_PORTRAIT } from '../image/demo-images.ts';
import { LiveClassCard, type LiveClassCardProps } from './live-class-card.tsx';

export default { title: 'Cards / Live class card' } satisfies StoryDefault;

// 19.30–21.00 WIB on Sunday 22 November 2026.
const base = {
  subject: 'Matematika',
  topicTitle: 'Persamaan dan fungsi kuadrat',
  teacherName: 'Bu Rina Kartika',
  startsAt: new Date('2026-11-22T12:30:00Z'),
  endsAt: new Date('2026-11-22T14:00:00Z'),
} satisfies Partial<LiveClassCardProps>;

const narrow = { maxWidth: 360 } as const;

export const Upcoming: Story = () => (
  <div style={narrow}>
    <LiveClassCard {...base} status="upcoming" />
  </div>
);

export const Ongoing: Story = () => (
  <div style={narrow}>
    <LiveClassCard {...base} status="ongoing" action={<Button href="/bimbel/user">Gabung kelas</Button>} />
  </div>
);

export const Past: Story = () => (
  <div style={narrow}>
    <LiveClassCard
      {...base}
      status="past"
      action={
        <Button variant="secondary" href="/bimbel/user">
          Tonton ulang
        </Button>
      }
    />
  </div>
);

/** With the teacher's portrait beside their name (decision 093). */
export const WithTeacherPortrait: Story = () => (
  <div style={narrow}>
    <LiveClassCard {...base} teacherPhotoUrl={DEMO_PORTRAIT} status="upcoming" />
  </div>
);

/** The same class seen from Makassar (WITA) and Jayapura (WIT). */
export const ViewerZones: Story = () => (
  <div style={{ display: 'grid', gap: 16, ...narrow }}>
    <LiveClassCard {...base} status="upcoming" timeZone="Asia/Makassar" />
    <LiveClassCard {...base} status="upcoming" timeZone="Asia/Jayapura" />
  </div>
);

/** Long copy wraps at 360 px without pushing the badge or the button out. */
export const LongTopic: Story = () => (
  <div style={narrow}>
    <LiveClassCard
      {...base}
      subject="Fisika"
      topicTitle="Hukum Newton tentang gerak, gaya gesek, dan penerapannya dalam kehidupan sehari-hari"
      teacherName="Pak Muhammad Rizky Pratama Wijayakusuma"
      status="ongoing"
      action={<Button href="/bimbel/user">Gabung kelas</Button>}
    />
  </div>
);
