import { LeadDetailsSchema } from '@bimbel/domain/lead/lead-form';
import { describe, expect, it } from 'vitest';
import { toLeadDetailsPrefill } from './lead-prefill.ts';

const raka = {
  role: 'student',
  full_name: 'Raka Pratama',
  phone_number: '+6281100000001',
  grade: 8,
} as const;

describe('toLeadDetailsPrefill', () => {
  it('leaves every field empty for a visitor, asking as the student (docs/product §3 default)', () => {
    expect(toLeadDetailsPrefill(null)).toEqual({
      callbackRequestedBy: 'student',
      phoneNumber: '',
      name: '',
      grade: '',
    });
  });

  it("prefills the primary user's phone after +62, full name and grade", () => {
    expect(toLeadDetailsPrefill(raka)).toEqual({
      callbackRequestedBy: 'student',
      phoneNumber: '81100000001',
      name: 'Raka Pratama',
      grade: '8',
    });
  });

  it('gives values the details step accepts as they are', () => {
    expect(LeadDetailsSchema.safeParse(toLeadDetailsPrefill(raka)).success).toBe(true);
  });

  it('reduces a number stored in another form to what follows +62', () => {
    expect(toLeadDetailsPrefill({ ...raka, phone_number: '0812-3456-7890' }).phoneNumber).toBe('81234567890');
  });

  it('leaves the phone empty when the stored one is missing or not a mobile number', () => {
    expect(toLeadDetailsPrefill({ ...raka, phone_number: null }).phoneNumber).toBe('');
    expect(toLeadDetailsPrefill({ ...raka, phone_number: '021 555 1234' }).phoneNumber).toBe('');
  });

  it('leaves the grade to choose for a parent (no grade) or a grade the dropdown lacks', () => {
    expect(toLeadDetailsPrefill({ ...raka, role: 'parent', grade: null })).toMatchObject({
      callbackRequestedBy: 'parent',
      grade: '',
    });
    expect(toLeadDetailsPrefill({ ...raka, grade: 3 }).grade).toBe('');
    expect(toLeadDetailsPrefill({ ...raka, grade: 12 }).grade).toBe('12');
  });
});
