import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The engine's folders (core/, shared/, one per domain, graphql/, http/, server/) import one
 * another in one direction only: core and shared at the bottom, domains above them in a DAG, the
 * transports on top (ADR 0042). This test collapses the module graph of the engine's non-test
 * code to its folders and asserts that graph is acyclic, and that core/ and shared/ import no
 * other folder. Type-only imports count: they tie the folders together just the same.
 */

const engine = join(dirname(fileURLToPath(import.meta.url)), '..');
const isTestCode = (path: string) =>
  /\.test\.tsx?$/.test(path) || /(^|\/)tests?\//.test(path) || /^testing\//.test(path);
const importSpecifier = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

/** Every non-test source file of the engine, relative to content-engine/. */
function sourceFiles(dir = engine): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const rel = relative(engine, path);
    return /\.tsx?$/.test(entry.name) && !isTestCode(rel) ? [rel] : [];
  });
}

const folderOf = (rel: string) => (rel.includes('/') ? rel.slice(0, rel.indexOf('/')) : '.');

/** Folder → folder → the imports (file → file) behind that edge. */
function folderGraph(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const file of sourceFiles()) {
    const from = folderOf(file);
    for (const [, specifier] of readFileSync(join(engine, file), 'utf8').matchAll(importSpecifier)) {
      const target = normalize(join(dirname(file), specifier!));
      if (target.startsWith('..')) continue; // outside the engine: the eslint walls judge those
      const to = folderOf(target);
      if (to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      graph.set(from, edges);
      edges.set(to, [...(edges.get(to) ?? []), `${file} -> ${target}`]);
    }
  }
  return graph;
}

/** One cycle of folders, as a path that returns to its start, or null when the graph is a DAG. */
function findCycle(graph: Map<string, Map<string, string[]>>): string[] | null {
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (folder: string): string[] | null => {
    const at = onPath.indexOf(folder);
    if (at >= 0) return [...onPath.slice(at), folder];
    if (done.has(folder)) return null;
    onPath.push(folder);
    for (const next of graph.get(folder)?.keys() ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    onPath.pop();
    done.add(folder);
    return null;
  };
  for (const folder of graph.keys()) {
    const cycle = visit(folder);
    if (cycle) return cycle;
  }
  return null;
}

describe("the engine's folder graph", () => {
  const graph = folderGraph();

  it('is acyclic: no domain reaches itself again through other domains', () => {
    const cycle = findCycle(graph);
    // A few of the imports behind each edge of the cycle: enough to see which one to move.
    const imports =
      cycle?.slice(1).flatMap((to, i) => {
        const behind = graph.get(cycle[i]!)!.get(to)!;
        return behind.length > 3 ? [...behind.slice(0, 3), `… ${behind.length - 3} more`] : behind;
      }) ?? [];
    expect({ cycle, imports }).toEqual({ cycle: null, imports: [] });
  });

  it.each(['core', 'shared'])('lets %s/ import no domain', (base) => {
    const allowed = base === 'core' ? ['core', 'shared'] : ['shared'];
    const outside = [...(graph.get(base) ?? new Map<string, string[]>())]
      .filter(([to]) => !allowed.includes(to))
      .flatMap(([, imports]) => imports);
    expect(outside).toEqual([]);
  });

  it('sees the imports it judges (a guard against a scan that finds nothing)', () => {
    expect(graph.get('content')?.get('core')?.length).toBeGreaterThan(10);
    expect(graph.get('comments')?.has('site-users')).toBe(true);
  });
});
