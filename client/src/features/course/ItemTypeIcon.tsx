import { LuClipboardList, LuFileText, LuLayers, LuVideo } from 'react-icons/lu';

/** Item types: 1 video, 2 document, 3 practice bank, 4 exam. */
export const ITEM_TYPES = [1, 2, 3, 4] as const;

export function ItemTypeIcon({ itemType }: { itemType: number }) {
  switch (itemType) {
    case 1:
      return <LuVideo />;
    case 2:
      return <LuFileText />;
    case 3:
      return <LuLayers />;
    default:
      return <LuClipboardList />;
  }
}

/** Message ids of the item types. */
export const ITEM_TYPE_LABELS: Record<number, string> = {
  1: 'course.itemType.video',
  2: 'course.itemType.document',
  3: 'course.itemType.repo',
  4: 'course.itemType.exam',
};

/** Message ids of who a course is open to (1 everyone, 2 departments, 3 named people). */
export const OPEN_TYPE_LABELS: Record<number, string> = {
  1: 'course.openType.everyone',
  2: 'course.openType.departs',
  3: 'course.openType.people',
};
