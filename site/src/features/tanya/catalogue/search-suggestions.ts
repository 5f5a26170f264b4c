import type { CatalogueGrade } from './group-catalogue.ts';

/**
 * A few topic names to suggest as searches, spread over grades and subjects: the first topic
 * of each grade's subjects in turn, so the list is never nine fraction topics in a row. Taken
 * from the library itself, so every suggestion finds something.
 *
 * @example
 * pickSearchSuggestions(groupCatalogue(rows), 6); // ['Pecahan senilai', 'Kecepatan', …]
 */
export function pickSearchSuggestions(catalogue: readonly CatalogueGrade[], count: number): string[] {
  const perSubject = catalogue.flatMap((grade) =>
    grade.subjects.map((subject) =>
      subject.chapters.flatMap((chapter) => chapter.topics.map((topic) => topic.name)),
    ),
  );
  const picked: string[] = [];
  for (let round = 0; picked.length < count; round++) {
    const candidates = perSubject
      .map((topics) => topics[round])
      .filter((name): name is string => name !== undefined);
    if (candidates.length === 0) break;
    // Spread each round over the whole range of grades rather than taking the youngest first.
    const step = Math.max(1, Math.floor(candidates.length / (count - picked.length)));
    for (let index = 0; index < candidates.length && picked.length < count; index += step) {
      const name = candidates[index]!;
      if (!picked.includes(name)) picked.push(name);
    }
  }
  return picked;
}
