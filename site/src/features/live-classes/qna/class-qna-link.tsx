import { classLinkClass } from '../shared/class-styles.ts';
import { classQnaPath } from './qna-paths.ts';

/** 'Tanya jawab kelas' on a class card: the class's Q&A page (a plain link, no client JS). */
export function ClassQnaLink({ classId, title }: { classId: string; title: string }) {
  return (
    <a href={classQnaPath(classId)} className={classLinkClass} aria-label={`Tanya jawab kelas: ${title}`}>
      <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path
          d="M3 4.5A1.5 1.5 0 0 1 4.5 3h11A1.5 1.5 0 0 1 17 4.5v8a1.5 1.5 0 0 1-1.5 1.5H8l-4 3v-3h.5A1.5 1.5 0 0 1 3 12.5z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
      Tanya jawab kelas
    </a>
  );
}
