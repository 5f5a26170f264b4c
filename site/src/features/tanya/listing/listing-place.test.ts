import { describe, expect, it } from 'vitest';
import { parseListingPlace } from './listing-place.ts';

describe('parseListingPlace', () => {
  it('reads a grade from 4 to 12, a known subject and a slug', () => {
    expect(parseListingPlace('4', 'matematika', 'pecahan-senilai')).toEqual({
      grade: 4,
      subject: 'matematika',
      slug: 'pecahan-senilai',
    });
    expect(parseListingPlace('12', 'kimia', 'redoks')).toEqual({
      grade: 12,
      subject: 'kimia',
      slug: 'redoks',
    });
  });

  it.each([
    ['3', 'matematika', 'pecahan'],
    ['13', 'matematika', 'pecahan'],
    ['04', 'matematika', 'pecahan'],
    ['kelas-5', 'matematika', 'pecahan'],
    ['5', 'biologi', 'sel'],
    ['5', 'Matematika', 'pecahan'],
    ['5', 'matematika', 'Pecahan'],
    ['5', 'matematika', 'pecahan--senilai'],
    ['5', 'matematika', '-pecahan'],
  ])('refuses /%s/%s/%s', (grade, subject, slug) => {
    expect(parseListingPlace(grade, subject, slug)).toBeUndefined();
  });
});
