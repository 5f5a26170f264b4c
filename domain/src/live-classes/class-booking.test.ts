import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_TYPES } from '../subscription/subscription-type.ts';
import {
  canJoinClass,
  needsBooking,
  seatsLeft,
  slotsOverlap,
  subscriptionCoversSlot,
} from './class-booking.ts';

const at = (time: string) => new Date(`2026-11-26T${time}:00+07:00`);

describe('needsBooking', () => {
  it('asks students without the programme to book free sessions, and nobody to book anything else', () => {
    expect(SUBSCRIPTION_TYPES.filter((type) => needsBooking('free', type))).toEqual([
      'FREE',
      'FREE_AFTER_TRIAL',
      'FREE_AFTER_PAID',
      'PAUSED',
    ]);
    for (const type of SUBSCRIPTION_TYPES) {
      expect(needsBooking('regular', type)).toBe(false);
      expect(needsBooking('focus_exam', type)).toBe(false);
    }
  });
});

describe('canJoinClass', () => {
  const free5 = { kind: 'free', grades: [5], stream: null } as const;
  const regular5 = { kind: 'regular', grades: [5], stream: null } as const;
  const nadia = { grade: 5, stream: 'SD', subscriptionType: 'FREE' } as const;

  it('lets a FREE student into a free session only with a booked seat', () => {
    expect(canJoinClass(free5, nadia, false)).toBe(false);
    expect(canJoinClass(free5, nadia, true)).toBe(true);
  });

  it('lets PAID and TRIAL students into free sessions without a seat', () => {
    expect(canJoinClass(free5, { ...nadia, subscriptionType: 'PAID' }, false)).toBe(true);
    expect(canJoinClass(free5, { ...nadia, subscriptionType: 'TRIAL' }, false)).toBe(true);
  });

  it('never lets a seat open a class of another grade or a programme class', () => {
    expect(canJoinClass(free5, { ...nadia, grade: 6 }, true)).toBe(false);
    expect(canJoinClass(regular5, nadia, true)).toBe(false);
  });
});

describe('subscriptionCoversSlot', () => {
  it('covers slots while a package or trial runs, not after, and never for free types', () => {
    const slot = at('17:00');
    expect(subscriptionCoversSlot({ subscriptionType: 'PAID', endsAt: null }, slot)).toBe(true);
    expect(subscriptionCoversSlot({ subscriptionType: 'TRIAL', endsAt: at('18:00') }, slot)).toBe(true);
    expect(subscriptionCoversSlot({ subscriptionType: 'TRIAL', endsAt: at('17:00') }, slot)).toBe(false);
    expect(subscriptionCoversSlot({ subscriptionType: 'PAUSED', endsAt: null }, slot)).toBe(false);
    expect(subscriptionCoversSlot({ subscriptionType: 'FREE', endsAt: null }, slot)).toBe(false);
  });
});

describe('slotsOverlap', () => {
  const maths = { startsAt: at('17:00'), endsAt: at('18:00') };

  it('finds any shared moment', () => {
    expect(slotsOverlap(maths, { startsAt: at('17:30'), endsAt: at('18:30') })).toBe(true);
    expect(slotsOverlap(maths, { startsAt: at('16:00'), endsAt: at('19:00') })).toBe(true);
    expect(slotsOverlap(maths, { startsAt: at('17:10'), endsAt: at('17:20') })).toBe(true);
    expect(slotsOverlap(maths, maths)).toBe(true);
  });

  it('lets back-to-back slots both be held', () => {
    expect(slotsOverlap(maths, { startsAt: at('18:00'), endsAt: at('19:00') })).toBe(false);
    expect(slotsOverlap(maths, { startsAt: at('16:00'), endsAt: at('17:00') })).toBe(false);
  });
});

describe('seatsLeft', () => {
  it('counts down to zero and never below', () => {
    expect(seatsLeft(12, 0)).toBe(12);
    expect(seatsLeft(12, 11)).toBe(1);
    expect(seatsLeft(10, 14)).toBe(0);
  });
});
