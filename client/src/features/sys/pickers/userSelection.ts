/** A user ticked in the user select dialog (kept across pages and filters). */
export interface PickedUser {
  id: string;
  userName: string;
  realName: string;
  familyName: string;
  deptCodeDictText?: string | null;
}

/**
 * The ticked users after the table's ticks changed on one page: users of other pages stay,
 * users of this page follow the table.
 */
export function updatePicked(
  picked: ReadonlyMap<string, PickedUser>,
  pageRows: readonly PickedUser[],
  tickedOnPage: readonly string[],
): Map<string, PickedUser> {
  const next = new Map(picked);
  const ticked = new Set(tickedOnPage);
  for (const row of pageRows) {
    if (ticked.has(row.id)) next.set(row.id, row);
    else next.delete(row.id);
  }
  return next;
}
