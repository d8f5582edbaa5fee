export const COURSE_LIST_PATH = '/web/course';

export function coursePath(courseId: string): string {
  return `/web/course/${encodeURIComponent(courseId)}`;
}

export function studyPath(itemId: string): string {
  return `/web/course/study/${encodeURIComponent(itemId)}`;
}
