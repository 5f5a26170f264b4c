import type { ProgramOffer, SalesClass } from '#site/server/billing/catalogue/sales-loaders.ts';

/** How many coming classes the structured data lists (the page may list more). */
const LISTED_INSTANCES = 12;

/**
 * schema.org `Offer`s of programs: one per package and tenure, the whole tenure's price in
 * rupiah as the catalogue prices it, leading to the program's registration page.
 */
export function buildProgramOffers(origin: string, offers: readonly ProgramOffer[]) {
  return offers.flatMap((offer) =>
    offer.packages.flatMap((item) =>
      item.tenures.map((tenure) => ({
        '@type': 'Offer',
        name: `${item.name}, ${tenure.months} bulan`,
        category: 'Langganan',
        price: tenure.price,
        priceCurrency: 'IDR',
        availability: 'https://schema.org/InStock',
        url: `${origin}${offer.path}`,
      })),
    ),
  );
}

/**
 * schema.org `Course` of a sales page (decision 084): what it teaches, who provides it, its
 * offers from the package catalogue and its coming classes as online `CourseInstance`s with their
 * teacher — built from the data the page shows, so the prices searchers see are the checkout's.
 *
 * @example
 * buildSalesCourse({ origin, path: '/bimbel-online', name: 'Bimbel online', description, provider: 'CoBelajar', offers, classes });
 */
export function buildSalesCourse({
  origin,
  path,
  name,
  description,
  provider,
  offers,
  classes,
}: {
  origin: string;
  path: string;
  name: string;
  description: string;
  provider: string;
  offers: readonly ProgramOffer[];
  classes: readonly SalesClass[];
}) {
  const grades = [...new Set(offers.flatMap((offer) => offer.grades))].sort((a, b) => a - b);
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name,
    description,
    url: `${origin}${path}`,
    inLanguage: 'id',
    ...(grades.length > 0 ? { educationalLevel: `Kelas ${grades.join(', ')}` } : {}),
    provider: { '@type': 'Organization', name: provider, url: origin },
    offers: buildProgramOffers(origin, offers),
    hasCourseInstance: classes.slice(0, LISTED_INSTANCES).map((liveClass) => ({
      '@type': 'CourseInstance',
      name: liveClass.title,
      courseMode: 'online',
      startDate: liveClass.startsAt,
      endDate: liveClass.endsAt,
      instructor: { '@type': 'Person', name: liveClass.teacher.name },
    })),
  };
}

/** schema.org `FAQPage` of a page's questions, answers as plain text. */
export function buildFaqPage(questions: readonly { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
