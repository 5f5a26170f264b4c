import { describe, expect, it } from 'vitest';
import { describeSeats, toSlotDayViews } from './slot-options.ts';

describe('describeSeats', () => {
  it('says how many seats are left, warns when few, and says full and "yours"', () => {
    expect(describeSeats({ state: 'open', seatsLeft: 9 })).toEqual({ label: 'Sisa 9 kursi', tone: 'plenty' });
    expect(describeSeats({ state: 'open', seatsLeft: 3 })).toEqual({
      label: 'Sisa 3 kursi lagi',
      tone: 'few',
    });
    expect(describeSeats({ state: 'open', seatsLeft: 1 })).toEqual({
      label: 'Sisa 1 kursi lagi',
      tone: 'few',
    });
    expect(describeSeats({ state: 'full', seatsLeft: 0 })).toEqual({ label: 'Penuh', tone: 'none' });
    expect(describeSeats({ state: 'booked', seatsLeft: 0 })).toEqual({ label: 'Kursimu', tone: 'mine' });
    expect(describeSeats({ state: 'included', seatsLeft: 5 })).toEqual({
      label: 'Termasuk paketmu',
      tone: 'plenty',
    });
  });
});

describe('toSlotDayViews', () => {
  const slot = {
    id: '6f1c2d3e-4a5b-4c6d-8e7f-8a9b0c1d2e3f',
    freeSessionId: 'matematika-5-semua-merdeka',
    title: 'Kelas Gratis: Pecahan',
    topic: 'Pecahan senilai',
    teacher: { slug: 'rina-kartika', name: 'Bu Rina Kartika, S.Pd.' },
    startsAt: '2026-11-26T10:00:00.000Z',
    endsAt: '2026-11-26T11:00:00.000Z',
    capacity: 12,
    seatsLeft: 2,
    state: 'open' as const,
    calendarUrl: '/api/v1/live_classes/x/calendar.ics',
  };

  it('writes the time in the viewer’s zone and lets only open slots be chosen', () => {
    const [day] = toSlotDayViews(
      [
        {
          dateKey: '2026-11-26',
          label: 'Besok',
          slots: [slot, { ...slot, id: 'penuh', state: 'full', seatsLeft: 0 }],
        },
      ],
      'Asia/Jayapura',
    );
    expect(day?.options.map((option) => [option.time, option.selectable, option.seats.label])).toEqual([
      ['19.00–20.00 WIT', true, 'Sisa 2 kursi lagi'],
      ['19.00–20.00 WIT', false, 'Penuh'],
    ]);
  });
});
