import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Module boundaries: a feature folder is used by others only through its `index.ts`, and no two
 * features import each other, directly or in a circle.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const IMPORT = /(?:import|export)\s[^'"]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

interface Edge {
  from: string;
  to: string;
  file: string;
  specifier: string;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(full);
  }
  return out;
}

/** Imports from one feature folder of `dir` into another (tests excluded). */
function featureEdges(dir: string): Edge[] {
  const edges: Edge[] = [];
  for (const file of sourceFiles(dir)) {
    const from = path.relative(dir, file).split(path.sep)[0]!;
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = m[1] ?? m[2] ?? '';
      if (!specifier.startsWith('.')) continue;
      const target = path.relative(dir, path.resolve(path.dirname(file), specifier));
      if (target.startsWith('..')) continue;
      const to = target.split(path.sep)[0]!;
      if (to !== from) edges.push({ from, to, file: path.relative(root, file), specifier });
    }
  }
  return edges;
}

/** Every cycle's members (strongly connected components of two or more features). */
function cycles(edges: Edge[]): string[][] {
  const graph = new Map<string, Set<string>>();
  for (const e of edges) {
    if (!graph.has(e.from)) graph.set(e.from, new Set());
    if (!graph.has(e.to)) graph.set(e.to, new Set());
    graph.get(e.from)!.add(e.to);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) found.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('server modules', () => {
  const modulesDir = path.join(root, 'server/src/modules');
  const edges = featureEdges(modulesDir);

  it('use each other only through index.ts', () => {
    const deep = edges
      .filter((e) => !/^\.\.\/[^/]+\/index\.ts$/.test(e.specifier))
      .map((e) => `${e.file} imports ${e.specifier}`);
    expect(deep).toEqual([]);
  });

  it('import each other in no circle', () => {
    expect(cycles(edges)).toEqual([]);
  });
});

describe('client features', () => {
  it('import each other in no circle', () => {
    expect(cycles(featureEdges(path.join(root, 'client/src/features')))).toEqual([]);
  });
});

describe('the cycle finder', () => {
  it('finds a circle of three and ignores a chain', () => {
    const e = (from: string, to: string): Edge => ({ from, to, file: '', specifier: '' });
    expect(cycles([e('a', 'b'), e('b', 'c'), e('c', 'a'), e('c', 'd')])).toEqual([['a', 'b', 'c']]);
    expect(cycles([e('a', 'b'), e('b', 'c')])).toEqual([]);
  });
});
