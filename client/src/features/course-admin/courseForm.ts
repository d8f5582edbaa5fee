import type { Scope } from '../sys/pickers/scope';

export interface ItemForm {
  /** React key (the id once saved). */
  key: string;
  id?: string;
  title: string;
  /** 1 video, 2 document, 3 practice bank, 4 exam. */
  itemType: number;
  fileId: string;
  fileName: string;
  refId: string;
}

export interface ChapterForm {
  key: string;
  id?: string;
  title: string;
  items: ItemForm[];
}

export interface CourseForm {
  id?: string;
  title: string;
  /** The cover's address ('' for none). */
  cover: string;
  content: string;
  published: boolean;
  /** 1 everyone, 2 departments, 3 departments, groups and people. */
  openType: number;
  dragLimit: boolean;
  finishShare: number;
  sort: number;
  scope: Scope;
  chapters: ChapterForm[];
}

export function emptyCourse(): CourseForm {
  return {
    title: '',
    cover: '',
    content: '',
    published: false,
    openType: 1,
    dragLimit: true,
    finishShare: 90,
    sort: 0,
    scope: { departs: [], groups: [], users: [] },
    chapters: [],
  };
}

const FILE_URL = /^\/api\/common\/file\/([A-Za-z0-9_-]{1,64})$/;

/** The stored file id of a served address (/api/common/file/<id>), or null. */
export function fileIdOfUrl(url: string): string | null {
  return FILE_URL.exec(url)?.[1] ?? null;
}

/** The list with the entry at `index` moved `by` places (kept inside the list). */
export function moveAt<T>(list: readonly T[], index: number, by: number): T[] {
  const to = Math.min(list.length - 1, Math.max(0, index + by));
  const next = [...list];
  const [moved] = next.splice(index, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/** The saveCourse input: chapters and items in the order shown; the scope of the open type. */
export function toSaveInput(form: CourseForm) {
  const people = form.openType === 3;
  return {
    id: form.id ?? null,
    title: form.title.trim(),
    coverId: fileIdOfUrl(form.cover),
    content: form.content,
    state: form.published ? 0 : 1,
    openType: form.openType,
    dragLimit: form.dragLimit,
    finishShare: form.finishShare,
    sort: form.sort,
    departIds: form.openType === 1 ? [] : form.scope.departs.map((d) => d.id),
    groupIds: people ? form.scope.groups.map((g) => g.id) : [],
    userIds: people ? form.scope.users.map((u) => u.id) : [],
    chapters: form.chapters.map((ch) => ({
      id: ch.id ?? null,
      title: ch.title.trim(),
      items: ch.items.map((it) => ({
        id: it.id ?? null,
        title: it.title.trim(),
        itemType: it.itemType,
        fileId: it.itemType <= 2 && it.fileId !== '' ? it.fileId : null,
        refId: it.itemType > 2 && it.refId !== '' ? it.refId : null,
      })),
    })),
  };
}

/** Pictures a document item may be (shown inline to learners, as PDFs are). */
const IMAGE_DOCUMENT = /\.(png|jpe?g|gif)$/i;

/** What a document item's file picker offers: PDFs and pictures show inline, the rest download. */
export const DOCUMENT_ACCEPT =
  '.pdf,.png,.jpg,.jpeg,.gif,.doc,.docx,.ppt,.pptx,.xls,.xlsx,.zip,.rar';

/** The upload kind of a document item's file: 1 for a picture, 5 (file) for the rest. */
export function documentUploadKind(fileName: string): 1 | 5 {
  return IMAGE_DOCUMENT.test(fileName) ? 1 : 5;
}
