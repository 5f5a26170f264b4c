import { describe, expect, it } from 'vitest';
import type { ProgramOffer, SalesClass } from '#site/server/billing/catalogue/sales-loaders.ts';
import { buildFaqPage, buildSalesCourse } from './sales-json-ld.ts';

const ORIGIN = 'https://cobelajar.id';

const tenure = (months: number, price: number) => ({
  months,
  price,
  monthlyPrice: Math.round(price / months),
  savings: 0,
  discountPercent: 0,
});

const SMP: ProgramOffer = {
  program: 'SMP',
  slug: 'smp',
  label: 'SMP/MTs',
  path: '/daftar-bimbel-smp',
  grades: [7, 8, 9],
  fromMonthlyPrice: 299_000,
  lowestMonthlyPrice: 224_000,
  lowestMonthlyPriceMonths: 12,
  packages: [
    {
      id: 'smp-reguler',
      program: 'SMP',
      name: 'Bimbel SMP Kelas 7–9',
      description: '…',
      features: [],
      grades: [7, 8, 9],
      isPopular: true,
      monthlyPrice: 299_000,
      tenures: [tenure(1, 299_000), tenure(12, 2_691_000)],
      taxMode: 'exempt',
      taxNote: '',
    },
  ],
};

const CLASS: SalesClass = {
  id: 'c1',
  title: 'Matematika Kelas 8: Persamaan Linear',
  subjectName: 'Matematika',
  gradesLabel: 'Kelas 8',
  day: 'Senin, 30 Nov',
  timeRange: '19.00–20.30 WIB',
  startsAt: '2026-11-30T12:00:00.000Z',
  endsAt: '2026-11-30T13:30:00.000Z',
  ongoing: false,
  teacher: { slug: 'hendra-wijaya', name: 'Hendra Wijaya' },
};

describe('buildSalesCourse', () => {
  it('offers every tenure of every package at its catalogue price in rupiah', () => {
    const course = buildSalesCourse({
      origin: ORIGIN,
      path: '/bimbel-online',
      name: 'Bimbel online',
      description: 'Kelas live',
      provider: 'CoBelajar',
      offers: [SMP],
      classes: [CLASS],
    });
    expect(course).toMatchObject({
      '@type': 'Course',
      url: 'https://cobelajar.id/bimbel-online',
      educationalLevel: 'Kelas 7, 8, 9',
      provider: { '@type': 'Organization', name: 'CoBelajar' },
    });
    expect(course.offers).toEqual([
      expect.objectContaining({
        name: 'Bimbel SMP Kelas 7–9, 1 bulan',
        price: 299_000,
        priceCurrency: 'IDR',
        url: 'https://cobelajar.id/daftar-bimbel-smp',
      }),
      expect.objectContaining({
        name: 'Bimbel SMP Kelas 7–9, 12 bulan',
        price: 2_691_000,
        priceCurrency: 'IDR',
      }),
    ]);
    expect(course.hasCourseInstance).toEqual([
      expect.objectContaining({
        courseMode: 'online',
        startDate: CLASS.startsAt,
        instructor: { '@type': 'Person', name: 'Hendra Wijaya' },
      }),
    ]);
  });

  it('has no offers and no level when the catalogue sells nothing', () => {
    const course = buildSalesCourse({
      origin: ORIGIN,
      path: '/x',
      name: 'x',
      description: 'x',
      provider: 'p',
      offers: [],
      classes: [],
    });
    expect(course.offers).toEqual([]);
    expect(course).not.toHaveProperty('educationalLevel');
  });
});

describe('buildFaqPage', () => {
  it('lists each question with its answer', () => {
    expect(buildFaqPage([{ question: 'Apa?', answer: 'Itu.' }]).mainEntity).toEqual([
      { '@type': 'Question', name: 'Apa?', acceptedAnswer: { '@type': 'Answer', text: 'Itu.' } },
    ]);
  });
});
