import { LeadDetailsSchema } from '@bimbel/domain/lead/lead-form';
import { describe, expect, it } from 'vitest';
import { LEAD_CONTACT_LABELS, switchLeadContact, toLeadDetailsPrefill } from './lead-prefill.ts';

const raka = {
  role: 'student',
  full_name: 'Raka Pratama',
  phone_number: '+6281100000011',
  grade: 8,
} as const;
const ibuSari = { name: 'Ibu Sari Wulandari', phone_number: '+6281100000001' };

describe('toLeadDetailsPrefill', () => {
  it('leaves every field empty for a visitor, asking as the student (docs/product §3 default)', () => {
    expect(toLeadDetailsPrefill(null, null).initial).toEqual({
      callbackRequestedBy: 'student',
      phoneNumber: '',
      name: '',
      grade: '',
    });
  });

  it('prefills a student without a parent with their own phone after +62, full name and grade, as the student', () => {
    expect(toLeadDetailsPrefill(raka, null).initial).toEqual({
      callbackRequestedBy: 'student',
      phoneNumber: '81100000011',
      name: 'Raka Pratama',
      grade: '8',
    });
  });

  it("prefills the parent's number and name for a student whose account has a parent, asking as the parent", () => {
    const prefill = toLeadDetailsPrefill(raka, ibuSari);
    expect(prefill.initial).toEqual({
      callbackRequestedBy: 'parent',
      phoneNumber: '81100000001',
      name: 'Ibu Sari Wulandari',
      grade: '8',
    });
    // Never the student's own name under the parent's label.
    expect(prefill.contacts.parent.name).not.toBe(raka.full_name);
    expect(prefill.contacts.student).toEqual({ phoneNumber: '81100000011', name: 'Raka Pratama' });
  });

  it('prefills a logged-in parent with their own data, as the parent, and leaves the grade to choose', () => {
    expect(
      toLeadDetailsPrefill({ ...raka, role: 'parent', full_name: 'Ibu Sari', grade: null }, null).initial,
    ).toEqual({
      callbackRequestedBy: 'parent',
      phoneNumber: '81100000011',
      name: 'Ibu Sari',
      grade: '',
    });
  });

  it('gives values the details step accepts as they are', () => {
    expect(LeadDetailsSchema.safeParse(toLeadDetailsPrefill(raka, null).initial).success).toBe(true);
    expect(LeadDetailsSchema.safeParse(toLeadDetailsPrefill(raka, ibuSari).initial).success).toBe(true);
  });

  it('reduces a number stored in another form to what follows +62, and leaves a missing or landline one empty', () => {
    expect(toLeadDetailsPrefill({ ...raka, phone_number: '0812-3456-7890' }, null).initial.phoneNumber).toBe(
      '81234567890',
    );
    expect(toLeadDetailsPrefill({ ...raka, phone_number: null }, null).initial.phoneNumber).toBe('');
    expect(toLeadDetailsPrefill(raka, { ...ibuSari, phone_number: '021 555 1234' }).initial.phoneNumber).toBe(
      '',
    );
  });

  it('leaves a grade the dropdown lacks to choose', () => {
    expect(toLeadDetailsPrefill({ ...raka, grade: 3 }, null).initial.grade).toBe('');
    expect(toLeadDetailsPrefill({ ...raka, grade: 12 }, null).initial.grade).toBe('12');
  });
});

describe('the labels', () => {
  it("name the parent as docs/product §2 words it, and the student as 'kamu'", () => {
    expect(LEAD_CONTACT_LABELS.parent).toEqual({
      phoneNumber: 'Nomor WhatsApp orangtua',
      name: 'Nama orangtua',
      grade: 'Kelas anak',
    });
    expect(LEAD_CONTACT_LABELS.student).toEqual({
      phoneNumber: 'Nomor WhatsApp kamu',
      name: 'Nama kamu',
      grade: 'Kelas kamu',
    });
  });
});

describe('switchLeadContact', () => {
  const { contacts } = toLeadDetailsPrefill(raka, ibuSari);

  it("swaps the previous person's prefilled values for the new person's", () => {
    expect(switchLeadContact(contacts, 'parent', 'student', contacts.parent)).toEqual(contacts.student);
    expect(switchLeadContact(contacts, 'student', 'parent', contacts.student)).toEqual(contacts.parent);
  });

  it('keeps what the visitor typed, and fills an empty field', () => {
    expect(switchLeadContact(contacts, 'parent', 'student', { phoneNumber: '', name: 'Pak Budi' })).toEqual({
      phoneNumber: contacts.student.phoneNumber,
      name: 'Pak Budi',
    });
  });

  it('leaves a visitor with nothing prefilled as they are', () => {
    const visitor = toLeadDetailsPrefill(null, null).contacts;
    expect(switchLeadContact(visitor, 'student', 'parent', { phoneNumber: '8123', name: 'Ani' })).toEqual({
      phoneNumber: '8123',
      name: 'Ani',
    });
  });
});
