/**
 * Helpers for the trees of the back office (departments, menus, dictionaries): any node with an id
 * and children.
 */
export interface TreeNode {
  id: string;
  children?: readonly TreeNode[] | null;
}

type Children<T> = { children?: readonly T[] | null };

function kids<T extends Children<T>>(node: T): readonly T[] {
  return node.children ?? [];
}

/** Depth-first list of the nodes. */
export function flattenTree<T extends Children<T>>(nodes: readonly T[]): T[] {
  const out: T[] = [];
  for (const node of nodes) {
    out.push(node);
    out.push(...flattenTree(kids(node)));
  }
  return out;
}

export function findNode<T extends TreeNode & Children<T>>(
  nodes: readonly T[],
  id: string,
): T | null {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = findNode(kids(node), id);
    if (inner !== null) return inner;
  }
  return null;
}

/** Ids from the top down to (not including) the node; null when the node is not in the tree. */
export function ancestorIds<T extends TreeNode & Children<T>>(
  nodes: readonly T[],
  id: string,
): string[] | null {
  for (const node of nodes) {
    if (node.id === id) return [];
    const inner = ancestorIds(kids(node), id);
    if (inner !== null) return [node.id, ...inner];
  }
  return null;
}

/** The node and all below it. */
export function subtreeIds<T extends TreeNode & Children<T>>(node: T): string[] {
  return [node.id, ...kids(node).flatMap((c) => subtreeIds(c))];
}

/**
 * The nodes whose label contains the text (case-insensitive), with their ancestors; every node
 * when the text is blank. A matching node keeps all its children.
 */
export function filterTree<T extends Children<T>>(
  nodes: readonly T[],
  text: string,
  label: (node: T) => string,
): T[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return [...nodes];
  const out: T[] = [];
  for (const node of nodes) {
    if (label(node).toLowerCase().includes(needle)) {
      out.push(node);
      continue;
    }
    const children = filterTree(kids(node), text, label);
    if (children.length > 0) out.push({ ...node, children });
  }
  return out;
}

/** Ids of every node that has children (to expand a whole tree). */
export function branchIds<T extends TreeNode & Children<T>>(nodes: readonly T[]): string[] {
  return flattenTree(nodes)
    .filter((n) => kids(n).length > 0)
    .map((n) => n.id);
}

/**
 * Checking in a tree where every node carries its own state (menus granted to a role): checking
 * a node checks it, everything below it and its ancestors (a page is useless without its
 * parents); unchecking a node unchecks it and everything below it.
 */
export function toggleChecked<T extends TreeNode & Children<T>>(
  nodes: readonly T[],
  checked: ReadonlySet<string>,
  id: string,
): Set<string> {
  const node = findNode(nodes, id);
  const next = new Set(checked);
  if (node === null) return next;
  const below = subtreeIds(node);
  if (checked.has(id)) {
    for (const x of below) next.delete(x);
  } else {
    for (const x of below) next.add(x);
    for (const x of ancestorIds(nodes, id) ?? []) next.add(x);
  }
  return next;
}

/**
 * How a node's checkbox looks: checked when it and everything below it is checked, indeterminate
 * when it or something below is checked but not all, unchecked otherwise.
 */
export function checkState<T extends TreeNode & Children<T>>(
  node: T,
  checked: ReadonlySet<string>,
): boolean | 'indeterminate' {
  const ids = subtreeIds(node);
  const count = ids.filter((x) => checked.has(x)).length;
  if (count === 0) return false;
  return count === ids.length ? true : 'indeterminate';
}
