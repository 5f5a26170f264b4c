import { describe, expect, it } from 'vitest';
import { draftForNumber, parseRegistrationDraft, withRole } from './registration-draft.ts';

describe('parseRegistrationDraft', () => {
  it('reads a stored draft', () => {
    const draft = {
      phone: '+6281100000009',
      role: 'parent',
      details: { full_name: 'Ibu Sari', grade: '8' },
      location: { province: 'Bali', city: 'Denpasar' },
    };
    expect(parseRegistrationDraft(JSON.stringify(draft))).toEqual(draft);
  });

  it('drops what is not a draft’s shape', () => {
    expect(
      parseRegistrationDraft(
        JSON.stringify({ role: 'admin', details: { full_name: 7 }, location: ['Bali'] }),
      ),
    ).toEqual({});
    expect(parseRegistrationDraft('{not json')).toEqual({});
    expect(parseRegistrationDraft('null')).toEqual({});
    expect(parseRegistrationDraft(null)).toEqual({});
  });
});

describe('withRole', () => {
  it('keeps the details when the role stays', () => {
    const draft = { role: 'student' as const, details: { full_name: 'Budi' } };
    expect(withRole(draft, 'student')).toBe(draft);
  });

  it('starts the details afresh for another role, keeping number and location', () => {
    expect(
      withRole(
        {
          phone: '+6281100000009',
          role: 'student',
          details: { full_name: 'Budi' },
          location: { city: 'Bogor' },
        },
        'parent',
      ),
    ).toEqual({ phone: '+6281100000009', role: 'parent', location: { city: 'Bogor' } });
  });
});

describe('draftForNumber', () => {
  it('keeps the answers of the same number', () => {
    const draft = { phone: '+6281100000009', role: 'student' as const };
    expect(draftForNumber(draft, '+6281100000009')).toBe(draft);
  });

  it('starts empty for another number', () => {
    expect(draftForNumber({ phone: '+6281100000009', role: 'student' }, '+6281100000019')).toEqual({
      phone: '+6281100000019',
    });
  });
});
