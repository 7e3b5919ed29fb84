import { describe, expect, it } from 'vitest';

/**
 * Every feature's key factory, walked: its keys all start with its own root (the file's name), and no
 * two features share a root — so invalidating one feature's data never refreshes another's by accident,
 * and a key cannot be typed by hand past the factory (lint forbids inline keys in features).
 */
const factories = Object.entries(
  import.meta.glob<Record<string, Record<string, unknown>>>(['./*.ts', '!./*.test.ts'], { eager: true }),
).map(([file, module]) => {
  const exported = Object.values(module);
  expect(exported, `${file} exports one factory`).toHaveLength(1);
  return { root: file.replace(/^\.\/|\.ts$/g, ''), factory: exported[0]! };
});

/** Each entry's key: arrays as they are, functions called with placeholders for their parameters. */
function keysOf(factory: Record<string, unknown>): [string, unknown][] {
  return Object.entries(factory).map(([name, entry]) => {
    if (typeof entry !== 'function') return [name, entry];
    const args = Array.from({ length: entry.length }, (_, i) => `arg${i}`);
    return [name, (entry as (...a: unknown[]) => unknown)(...args)];
  });
}

describe('query keys', () => {
  it('has one factory per feature with data, each under its own root', () => {
    expect(factories.length).toBeGreaterThan(10);
    const roots = factories.map((f) => f.root);
    expect(new Set(roots).size).toBe(roots.length);
  });

  it.each(factories)(
    '$root: every key starts with ["$root"] and no two entries make the same key',
    ({ root, factory }) => {
      const keys = keysOf(factory);
      for (const [name, key] of keys) {
        expect(Array.isArray(key), `${root}.${name} is an array`).toBe(true);
        expect((key as unknown[])[0], `${root}.${name}`).toBe(root);
      }
      const texts = keys.map(([, key]) => JSON.stringify(key));
      expect(new Set(texts).size, `${root}: two entries make the same key`).toBe(texts.length);
    },
  );
});
