/**
 * The classes of a titled screen's frame (components/page-header.tsx), in a file of their own so the
 * static shell index.html paints before any JavaScript (app/opening-shell.ts, written at build time)
 * draws the very same boxes the screen draws once React takes over.
 */
export const PAGE_MAIN = 'mx-auto px-4 py-8 sm:px-6';
export const PAGE_HEADER = 'mb-6 flex flex-wrap items-end justify-between gap-4';
export const PAGE_TITLE = 'text-2xl font-bold tracking-tight';
export const PAGE_DESCRIPTION = 'mt-1 text-slate-600';
