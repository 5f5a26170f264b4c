import { css } from '@bimbel/styled-system/css';
import { catalogueAnchor, type CatalogueGrade } from '../catalogue/group-catalogue.ts';
import { sectionTitle } from '../listing/listing.styles.ts';
import { BROWSE_SECTION_ID } from './browse-section-id.ts';

const gradeSection = css({ marginTop: '6', scrollMarginTop: '4' });
const gradeTitle = css({ fontFamily: 'heading', fontSize: 'lg', lineHeight: '1.4' });
const subjectGrid = css({
  display: 'grid',
  gap: '3',
  marginTop: '2',
  gridTemplateColumns: {
    base: '1fr',
    tablet: 'repeat(2, minmax(0, 1fr))',
    laptop: 'repeat(3, minmax(0, 1fr))',
  },
});
const subjectCard = css({
  padding: '4',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'line',
  bg: 'surface',
  scrollMarginTop: '4',
});
const subjectTitle = css({ fontFamily: 'heading', fontSize: 'md', color: 'muted' });
const chapterList = css({ display: 'flex', flexDirection: 'column', gap: '3', marginTop: '2' });
const chapterLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '6',
  color: 'brand.700',
  fontWeight: 'bold',
  textDecoration: 'none',
  _hover: { textDecoration: 'underline' },
  _focusVisible: { focusOutline: 'default' },
});
const topicList = css({ display: 'flex', flexWrap: 'wrap', columnGap: '3', rowGap: '1' });
const topicLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '6',
  fontSize: 'sm',
  color: 'ink',
  textDecoration: 'underline',
  textDecorationColor: 'line',
  textUnderlineOffset: '3px',
  _hover: { color: 'brand.700', textDecorationColor: 'currentColor' },
  _focusVisible: { focusOutline: 'default' },
});

/**
 * Browse by grade and subject: per grade its subjects (only those with content), their chapters
 * and topics, all plain links to the listing pages. `GradeNav` at the top of /tanya jumps here.
 */
export function BrowseCatalogue({ catalogue }: { catalogue: readonly CatalogueGrade[] }) {
  return (
    <section id={BROWSE_SECTION_ID} aria-labelledby="browse-title">
      <h2 id="browse-title" className={sectionTitle}>
        Jelajahi per kelas
      </h2>
      {catalogue.length === 0 ? (
        <p className={css({ marginTop: '2', color: 'muted' })}>
          Video pembahasannya sedang kami siapkan. Cek lagi nanti, ya.
        </p>
      ) : (
        <>
          {catalogue.map(({ grade, subjects }) => (
            <section
              key={grade}
              id={catalogueAnchor(grade)}
              aria-labelledby={`${catalogueAnchor(grade)}-title`}
              className={gradeSection}
            >
              <h3 id={`${catalogueAnchor(grade)}-title`} className={gradeTitle}>
                Kelas {grade}
              </h3>
              <div className={subjectGrid}>
                {subjects.map(({ subject, name, chapters }) => (
                  <section
                    key={subject}
                    id={catalogueAnchor(grade, subject)}
                    aria-label={`${name} kelas ${grade}`}
                    className={subjectCard}
                  >
                    <h4 className={subjectTitle}>{name}</h4>
                    <ul className={chapterList}>
                      {chapters.map((chapter) => (
                        <li key={chapter.path}>
                          <a href={chapter.path} className={chapterLink}>
                            {chapter.name}
                          </a>
                          <ul className={topicList} aria-label={`Topik ${chapter.name}`}>
                            {chapter.topics.map((topic) => (
                              <li key={topic.path}>
                                <a href={topic.path} className={topicLink}>
                                  {topic.name}
                                </a>
                              </li>
                            ))}
                          </ul>
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </div>
            </section>
          ))}
        </>
      )}
    </section>
  );
}
