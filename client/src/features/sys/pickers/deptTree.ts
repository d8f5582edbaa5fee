/** A department of the picker tree, keyed by what the caller stores (its code or its id). */
export interface DeptOption {
  id: string;
  deptCode: string;
  deptName: string;
  children: DeptOption[];
}

interface RawDept {
  id: string;
  deptCode: string;
  deptName: string;
  children?: readonly RawDept[] | null;
}

/** The picker tree with `id` set to the department code (users store deptCode) or its id. */
export function toDeptOptions(raw: readonly RawDept[], key: 'code' | 'id'): DeptOption[] {
  return raw.map((d) => ({
    id: key === 'code' ? d.deptCode : d.id,
    deptCode: d.deptCode,
    deptName: d.deptName,
    children: toDeptOptions(d.children ?? [], key),
  }));
}
