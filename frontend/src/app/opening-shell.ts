/**
 * The static shell of the screens a buyer opens the app on (opening-pages.ts): the top bar with the
 * brand, the page's title and description and a "Carregando…" status, as the layout and the screen
 * draw them. vite.config.ts writes it into app-shell.js, a classic script index.html runs right after
 * #root: on a phone the page's largest element (its description) is painted with the HTML and the CSS,
 * not ~200 KB of JavaScript, the session and two chunks later. It stands beside #root, which it hides,
 * until the layout has drawn the same boxes (its FrameWhileLoading, or the screen) in #root
 * (shell-takeover.ts): React clearing it on its first commit would show the router's bare "Carregando…"
 * meanwhile, and would destroy the painted text before a busy phone has reported it as the page's
 * largest paint. No imports: the build reads
 * this file outside the SPA's bundler, and hands it the pages and the page frame's classes.
 */

/** The element the shell is drawn in, beside #root. */
export const SHELL_ID = 'app-shell';

/** The top bar's box: the same in the shell, while the session loads and once the bar is filled. */
export const TOP_BAR = 'sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur';
export const TOP_BAR_ROW = 'mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6 xl:gap-4';
/**
 * At least a screen's height under the bar: the footer starts below the fold, so a screen filling in
 * (a list after its "Carregando…") never pushes it across what is on screen.
 */
export const CONTENT = 'min-h-[calc(100vh-4rem)]';

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** components/brand-mark.tsx as it renders (lucide's shopping-basket icon inlined). */
const BRAND = [
  '<a href="/app" class="inline-flex items-center gap-2 rounded-md">',
  '<span class="grid h-9 w-9 place-items-center rounded-lg bg-brand-700 text-white">',
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-shopping-basket h-5 w-5" aria-hidden="true">',
  [
    'm15 11-1 9',
    'm19 11-4-7',
    'M2 11h20',
    'm3.5 11 1.6 7.4a2 2 0 0 0 2 1.6h9.8a2 2 0 0 0 2-1.6l1.7-7.4',
    'M4.5 15.5h15',
  ]
    .concat(['m5 11 4-7', 'm9 11 1 9'])
    .map((d) => `<path d="${d}"></path>`)
    .join(''),
  '</svg></span>',
  '<span class="flex-col leading-none flex">',
  '<span class="text-lg font-bold tracking-tight text-slate-900">Abastece</span> ',
  '<span class="text-xs font-medium uppercase tracking-widest text-brand-700">Mercado</span>',
  '</span><span class="sr-only"> — início</span></a>',
].join('');

type Page = { title: string; description: string; width: string };
/** components/page-frame.ts' classes of a titled screen. */
type Frame = { main: string; header: string; title: string; description: string };

/** One opening page's shell, as HTML. */
export function openingShellMarkup(page: Page, frame: Frame): string {
  return [
    '<div class="min-h-screen">',
    `<header class="${TOP_BAR}"><div class="${TOP_BAR_ROW}">${BRAND}</div></header>`,
    `<div class="${CONTENT}"><main class="${frame.main} ${page.width}">`,
    `<div class="${frame.header}"><div><h1 class="${frame.title}">${escape(page.title)}</h1>`,
    `<p class="${frame.description}">${escape(page.description)}</p></div></div>`,
    '<p role="status" class="sr-only">Carregando…</p>',
    '</main></div></div>',
  ].join('');
}

/**
 * app-shell.js: draws the shell of the page being opened before #root and hides #root, if it is an
 * opening page; then runs the entry module (its tag's data-entry, preloaded by index.html) — after the
 * shell's first paint when there is a shell, at once otherwise. A classic script: the policy allows no
 * inline one.
 */
export function appShellScript(pages: Record<string, Page>, frame: Frame): string {
  const shells = Object.fromEntries(
    Object.entries(pages).map(([path, page]) => [path, openingShellMarkup(page, frame)]),
  );
  return [
    '(function () {',
    `  var shells = ${JSON.stringify(shells)};`,
    '  var entry = document.currentScript.getAttribute("data-entry");',
    '  function run() {',
    "    var script = document.createElement('script');",
    "    script.type = 'module';",
    "    script.crossOrigin = '';",
    '    script.src = entry;',
    '    document.head.appendChild(script);',
    '  }',
    "  var path = location.pathname.replace(/\\/+$/, '') || '/';",
    "  var root = document.getElementById('root');",
    '  if (!root || !Object.prototype.hasOwnProperty.call(shells, path)) return run();',
    "  var shell = document.createElement('div');",
    `  shell.id = '${SHELL_ID}';`,
    '  shell.innerHTML = shells[path];',
    '  root.parentNode.insertBefore(shell, root);',
    '  root.hidden = true;',
    // The frame after this one has painted the shell: the entry's evaluation and React's first render
    // are long tasks on a phone, and would otherwise run first.
    '  requestAnimationFrame(function () { setTimeout(run, 0); });',
    '})();',
    '',
  ].join('\n');
}
