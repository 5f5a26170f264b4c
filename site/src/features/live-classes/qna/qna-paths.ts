/** The query parameter naming the family student a parent's profile asks for (decision 075). */
export const QNA_STUDENT_PARAM = 'murid';

/**
 * The class Q&A page (docs/product §2 `/bimbel/user/qna/{classId}`), for a family student when a
 * parent's profile names one.
 *
 * @example
 * classQnaPath('0b6f…'); // '/bimbel/user/qna/0b6f…'
 */
export function classQnaPath(classId: string, studentId?: string): string {
  const path = `/bimbel/user/qna/${encodeURIComponent(classId)}`;
  return studentId ? `${path}?${QNA_STUDENT_PARAM}=${encodeURIComponent(studentId)}` : path;
}

/** The id of the list's heading: focus goes there when a question of the list is deleted. */
export const QNA_LIST_HEADING_ID = 'tanya-jawab-daftar';
