/**
 * docs/architecture.md draws the domains' dependency table (.dependency-cruiser.cjs, which
 * `npm run lint:architecture` enforces). A domain's new `uses` that the drawing lacks is a page that
 * no longer tells a newcomer the truth; this fails with the line to write.
 */
import type { ImportGlobFunction } from 'vite';
import { describe, expect, it } from 'vitest';

declare global {
  interface ImportMeta {
    /** Vite's, resolved when vitest builds the file; the API's tsconfig does not load vite/client. */
    glob: ImportGlobFunction;
  }
}

// Read at build time by Vite (the tests run in workerd, which has no file system of the checkout).
const sources = import.meta.glob<string>(['../../docs/architecture.md', '../../.dependency-cruiser.cjs'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const architecture = sources['../../docs/architecture.md']!;
const table = sources['../../.dependency-cruiser.cjs']!;

/** "orders --> budgets & cart & …" for every domain that uses another, in the table's words. */
function tableEdges(source: string): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const [, name, uses] of source.matchAll(/['"]?([\w-]+)['"]?:\s*\{\s*uses:\s*\[([^\]]*)\]/g)) {
    const used = [...uses!.matchAll(/'([\w-]+)'/g)].map(([, domain]) => domain!).sort();
    if (used.length > 0) edges.set(name!, used);
  }
  return edges;
}

function drawnEdges(page: string): Map<string, string[]> {
  const diagram = /```mermaid\nflowchart TD\n([\s\S]*?)```/.exec(page)?.[1] ?? '';
  const edges = new Map<string, string[]>();
  for (const [, name, uses] of diagram.matchAll(/^\s*([\w-]+) --> (.+)$/gm))
    edges.set(
      name!,
      uses!
        .split('&')
        .map((domain) => domain.trim())
        .sort(),
    );
  return edges;
}

describe('docs/architecture.md', () => {
  it("draws every domain's uses as .dependency-cruiser.cjs lists them", () => {
    const expected = tableEdges(table);
    expect(expected.size).toBeGreaterThan(10);
    const line = (edges: Map<string, string[]>) =>
      [...edges].map(([name, uses]) => `${name} --> ${uses.join(' & ')}`).sort();
    expect(line(drawnEdges(architecture))).toEqual(line(expected));
  });
});
