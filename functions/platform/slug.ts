/** "Padaria Pão Dourado!" -> "padaria-pao-dourado" */
export function slugify(value: string): string {
  return (
    value
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'organizacao'
  );
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The first of base, base-1 … base-10 not taken; after that base-<timestamp>. */
export function firstFreeSlug(base: string, taken: Set<string>, now = Date.now()): string {
  if (!taken.has(base)) return base;
  for (let i = 1; i <= 10; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
  return `${base}-${now}`;
}
