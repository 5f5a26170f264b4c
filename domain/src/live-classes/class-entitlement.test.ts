import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_TYPES } from '../subscription/subscription-type.ts';
import { canAttendClass, visibleClassKinds } from './class-entitlement.ts';

describe('class entitlement', () => {
  const regular8 = { kind: 'regular', grades: [8], stream: null } as const;

  it('lets PAID and TRIAL students of the grade attend the programme classes, nobody else', () => {
    const allowed = SUBSCRIPTION_TYPES.filter((subscriptionType) =>
      canAttendClass(regular8, { grade: 8, stream: null, subscriptionType }),
    );
    expect(allowed).toEqual(['PAID', 'TRIAL']);
    expect(canAttendClass(regular8, { grade: 9, stream: null, subscriptionType: 'PAID' })).toBe(false);
  });

  it('opens free sessions to every student of the grade', () => {
    const free = { kind: 'free', grades: [5, 6], stream: null } as const;
    for (const subscriptionType of SUBSCRIPTION_TYPES) {
      expect(canAttendClass(free, { grade: 5, stream: 'SD', subscriptionType })).toBe(true);
    }
    expect(canAttendClass(free, { grade: 7, stream: null, subscriptionType: 'PAID' })).toBe(false);
  });

  it('narrows a class to its stream when it names one', () => {
    const ipa = { kind: 'regular', grades: [11], stream: 'IPA' } as const;
    expect(canAttendClass(ipa, { grade: 11, stream: 'IPA', subscriptionType: 'PAID' })).toBe(true);
    expect(canAttendClass(ipa, { grade: 11, stream: 'IPS', subscriptionType: 'PAID' })).toBe(false);
    const everyStream = { kind: 'regular', grades: [11], stream: null } as const;
    expect(canAttendClass(everyStream, { grade: 11, stream: 'SMK', subscriptionType: 'TRIAL' })).toBe(true);
  });

  it('shows FREE and expired students only the free sessions', () => {
    expect(visibleClassKinds('PAID')).toEqual(['regular', 'free', 'focus_exam']);
    expect(visibleClassKinds('FREE_AFTER_TRIAL')).toEqual(['free']);
    expect(visibleClassKinds('PAUSED')).toEqual(['free']);
  });
});
