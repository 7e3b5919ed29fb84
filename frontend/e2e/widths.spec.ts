import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import axe from 'axe-core';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signInAs, signInAsNewMember } from './support/session';
import { productsNamed } from './support/catalogue';

/**
 * The width walk: every screen, as every role that can open it (the admin only where the SPA draws it
 * otherwise than for the owner), at a phone (390), a tablet (768) and a desktop (1280) width — the page
 * never scrolls sideways — and an axe-core scan with no serious or critical violation (at 1280, and at
 * 390 for the five key screens). Each screen shows one h1 (at 1280 and 390) and the tab is named after
 * it. One page per role, reused.
 *
 * Screenshots of the key screens at 390 px for docs/screens.md: SHOTS_DIR=docs/screens npx playwright test … widths
 */

type Role = 'anonymous' | 'member' | 'admin' | 'owner' | 'operator' | 'supplier';

const EMAIL: Record<Exclude<Role, 'anonymous'>, string> = {
  member: 'membro@abastece.dev',
  admin: 'admin@abastece.dev',
  owner: 'dono@abastece.dev',
  operator: 'operador@abastece.dev',
  supplier: 'serra-azul@fornecedor.abastece.dev',
};

/** Real records to open detail screens with, read from the API as the role sees it. */
type Ids = Partial<
  Record<
    | 'product'
    | 'order'
    | 'awaitingOrder'
    | 'deliveredOrder'
    | 'list'
    | 'lead'
    | 'client'
    | 'supplier'
    | 'operatorKey'
    | 'supplierOrder'
    | 'portalKey'
    | 'quote'
    | 'supplierQuote'
    | 'ownSupplier',
    string
  >
>;
type Id = keyof Ids;

/** A path, or a path built from ids (null when the role has no such record: reported as skipped). */
interface Screen {
  path: string;
  needs?: Id;
  /** The file name of its screenshot at 390 px (a key screen: also scanned by axe at 390). */
  shot?: string;
}
const at = (path: string, needs?: Id, shot?: string): Screen => ({ path, needs, shot });
// An id that exists nowhere: the invitation screens show their "not found" state.
const NOBODY = '00000000-0000-4000-8000-000000000000';

const PUBLIC: Screen[] = [
  at('/'),
  at('/auth'),
  at('/auth/verify-email'),
  at('/auth/reset-password'),
  at('/get-started'),
  at('/catalogo'),
  at('/catalogo/:product', 'product'),
  at('/ajuda', undefined, 'ajuda'),
  at('/termos'),
  at('/privacidade'),
  at('/novidades'),
  at('/docs'),
  at(`/fornecedor/convite/${NOBODY}`),
  // The e-mailed answer link: its token is in an e-mail only, so the walk opens one that is not valid (the
  // link's own frame and its "not valid" state); quotes.spec.ts answers through a real one at 390 px.
  at('/cotacao/responder/link-que-nao-vale'),
  at('/pedido/responder/link-que-nao-vale'),
  at('/fornecedor/criar-conta'),
  at('/pagina-que-nao-existe'),
];

/** What every person of a buying organization can open. */
const BUYER: Screen[] = [
  at('/app', undefined, 'catalogo'),
  at('/app/cart'),
  at('/app/pedido-rapido'),
  at('/app/checkout'),
  at('/app/orders'),
  at('/app/orders/:order', 'order', 'pedido'),
  // Demo order nº 5, awaiting approval: its part's "Cancelar" (a manager's) once widened the page (#52).
  at('/app/orders/:awaitingOrder', 'awaitingOrder'),
  // Demo order nº 1: Boi Nobre's part delivered and waiting to be received, the other part confirmed.
  at('/app/orders/:deliveredOrder', 'deliveredOrder'),
  at('/app/receber'),
  at('/app/contas-a-pagar'),
  at('/app/listas'),
  at('/app/listas/:list', 'list'),
  at('/app/cotacoes'),
  at('/app/cotacoes/nova'),
  at('/app/cotacoes/:quote', 'quote'),
  at('/app/products/:product', 'product'),
  at('/app/suppliers/:supplier', 'supplier'),
  at('/app/fornecedores'),
  at('/app/fornecedores/:ownSupplier', 'ownSupplier'),
  at('/app/scorecards'),
  at('/app/scorecards/:supplier', 'supplier'),
  at('/app/gastos'),
  at('/app/dashboard'),
  at('/app/leads'),
  at('/app/leads/:lead', 'lead'),
  at('/app/profile'),
  at('/app/tools'),
  at('/app/integracoes'),
  at('/app/upgrade'),
  at('/app/settings/organization'),
  at('/app/settings/organization/members'),
  at('/app/settings/organization/addresses'),
  at('/app/settings/organization/budgets'),
  at('/app/settings/organization/approvals'),
  at('/app/settings/organization/billing'),
  at(`/app/organization/${NOBODY}`),
  at('/app/pagina-que-nao-existe'),
];

const MANAGER: Screen[] = [
  ...BUYER,
  at('/app/approvals'),
  at('/app/clients'),
  at('/app/clients/:client', 'client'),
  at('/app/settings/organization/api-keys'),
];

/**
 * The SPA draws an admin's screens as the owner's (both are managers: `role === 'owner' || role ===
 * 'admin'`) except in the organization's settings, where some cards are the owner's alone (approval
 * rules, budgets, the audit tab): the admin walks those, the owner everything.
 */
const ADMIN = MANAGER.filter((s) => s.path.startsWith('/app/settings/'));

const SCREENS: Record<Role, Screen[]> = {
  anonymous: PUBLIC,
  member: BUYER,
  admin: ADMIN,
  owner: [...MANAGER, at('/app/settings/organization/audit')],
  operator: [
    at('/app/operator'),
    at('/app/operator/keys/:operatorKey', 'operatorKey'),
    at('/app/operator/suppliers/:supplier/analytics', 'supplier'),
    at('/app/operator/scorecards/:supplier', 'supplier'),
    at('/app/profile'),
  ],
  supplier: [
    at('/fornecedor', undefined, 'fornecedor-pedidos'),
    at('/fornecedor/pedidos/:supplierOrder', 'supplierOrder'),
    at('/fornecedor/cotacoes'),
    at('/fornecedor/cotacoes/:supplierQuote', 'supplierQuote'),
    at('/fornecedor/produtos'),
    at('/fornecedor/desempenho'),
    at('/fornecedor/api'),
    at('/fornecedor/api/uso'),
    at('/fornecedor/api/chaves/:portalKey', 'portalKey'),
    at('/fornecedor/configuracoes'),
    at('/fornecedor/equipe'),
    at('/fornecedor/integracoes'),
    at('/fornecedor/clientes'),
    at('/fornecedor/anunciar'),
    at('/app/profile'),
  ],
};

/** Where each role finds the first of each record (the first array of objects with an id in the answer). */
const SOURCES: Record<Role, Partial<Record<Id, string>>> = {
  anonymous: { product: '/products?limit=1' },
  member: {
    product: '/products?limit=1',
    order: '/purchase-orders',
    // A number alone finds that order (the demo seed's nº 5 is the one awaiting approval).
    awaitingOrder: '/purchase-orders?q=5',
    deliveredOrder: '/purchase-orders?q=1',
    list: '/shopping-lists',
    lead: '/lead',
    supplier: '/suppliers',
    quote: '/quotes?limit=100',
    // The demo restaurant's own supplier, Açougue do Seu Tonho.
    ownSupplier: '/own-suppliers',
  },
  admin: {},
  owner: {},
  operator: { operatorKey: '/supplier-api-key', supplier: '/suppliers?includeInactive=true' },
  supplier: {
    supplierOrder: '/supplier-portal/orders',
    portalKey: '/supplier-portal/api-keys',
    supplierQuote: '/supplier-portal/quotes?limit=100',
  },
};
SOURCES.admin = { ...SOURCES.member, client: '/clients' };
SOURCES.owner = SOURCES.admin;

/**
 * The axe scan runs once per screen: a screen the member already scanned is not scanned again for the
 * admin and the owner (their extra buttons are the same components), which keeps the walk under 3 min.
 */
const SCANNED_BY_LOWER_ROLE: Partial<Record<Role, Set<string>>> = {
  admin: new Set(BUYER.map((s) => s.path)),
  owner: new Set([...BUYER, ...ADMIN].map((s) => s.path)),
};

const WIDTHS = [1280, 768, 390] as const;
// One role writes each screenshot (the buying screens: the member's view).
const SHOOTS: Role[] = ['anonymous', 'member', 'supplier'];
const SHOTS_DIR = process.env.SHOTS_DIR ? resolve(process.env.SHOTS_DIR) : undefined;

/**
 * The first array of objects with an id in the answer, and in it the first record the demo seed made
 * (other browser tests leave records named "E2E" behind in the same database), else the first.
 */
function firstId(body: unknown): string | undefined {
  const queue: unknown[] = [body];
  while (queue.length) {
    const node = queue.shift();
    if (Array.isArray(node)) {
      const rows = node.filter((r): r is { id: string } => !!r && typeof r === 'object' && typeof r.id === 'string');
      if (rows.length) return (rows.find((r) => !/e2e/i.test(JSON.stringify(r))) ?? rows[0]!).id;
    } else if (node && typeof node === 'object') queue.push(...Object.values(node));
  }
  return undefined;
}

/** A phone screenshot for docs/screens.md: the page from the top, at most 2,400 px of it. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS_DIR!, { recursive: true });
  const height = Math.min(await page.evaluate<number>('document.documentElement.scrollHeight'), 2_400);
  await page.screenshot({
    path: `${SHOTS_DIR}/${name}-390.png`,
    fullPage: true,
    clip: { x: 0, y: 0, width: 390, height },
  });
}

/**
 * Records the seed does not make (a shopping list, API keys), made once by the role itself when it has
 * none, so that their screens are walked on a fresh database too.
 */
const CREATE: Partial<Record<Id, { path: string; body: (ids: Ids) => object | undefined }>> = {
  list: {
    path: '/shopping-lists',
    body: (ids) => ({ name: 'Compras da semana', ...(ids.order && { fromPurchaseOrderId: ids.order }) }),
  },
  portalKey: { path: '/supplier-portal/api-keys', body: () => ({ name: 'ERP da loja' }) },
  operatorKey: {
    path: '/supplier-api-key',
    body: (ids) => (ids.supplier ? { name: 'Integração ERP', supplierId: ids.supplier } : undefined),
  },
};

/** The id of a created record: the first object with an id, breadth first. */
function createdId(body: unknown): string | undefined {
  const queue: unknown[] = [body];
  while (queue.length) {
    const node = queue.shift();
    if (node && typeof node === 'object') {
      const id = (node as { id?: unknown }).id;
      if (!Array.isArray(node) && typeof id === 'string') return id;
      queue.push(...Object.values(node));
    }
  }
  return undefined;
}

/**
 * The cotação the walk opens, found by its title: the seed makes none, and other specs leave cotações in
 * every state behind (quotes.spec.ts's are named "… e2e …").
 */
const WALK_QUOTE = 'Laticínios da semana';
const QUOTE_IDS: Id[] = ['quote', 'supplierQuote'];

const walkQuoteId = (body: unknown) =>
  (body as { data: Array<{ id: string; title: string }> }).data.find((q) => q.title === WALK_QUOTE)?.id;

/**
 * The walk's cotação, for the screens of one with an answer on both sides: sent by the demo member to the
 * walk's supplier (Serra Azul, whose "Queijo muçarela" is one of its two lines; the other is free text)
 * and answered by that supplier, through the API. A supplier cannot make a cotação, so the buyer's side
 * makes it for the supplier's walk too; the two walks may make one each on a fresh database (harmless:
 * either is then found). Never awarded, so it leaves no negotiated price behind.
 */
async function sendAnsweredQuote(browser: Browser) {
  const buyer = await browser.newContext();
  const supplier = await browser.newContext();
  try {
    await signInAs(buyer, EMAIL.member);
    await signInAs(supplier, EMAIL.supplier);
    const [mozzarella] = await productsNamed(buyer.request, ['Queijo muçarela']);
    const inAWeek = Date.now() + 7 * 86_400_000;
    const created = await buyer.request.post('/api/v1/quotes', {
      data: {
        title: WALK_QUOTE,
        deadline: new Date(inAWeek).toISOString(),
        notes: 'Entregar pela manhã, até as 10h.',
        lines: [
          { productId: mozzarella!.id, quantity: 10 },
          { description: 'Ricota fresca', unit: 'kg', quantity: 4 },
        ],
        supplierIds: [mozzarella!.supplierId],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await buyer.request.post(`/api/v1/quotes/${id}/send`)).status()).toBe(200);
    const { lines } = (await (await supplier.request.get(`/api/v1/supplier-portal/quotes/${id}`)).json()) as {
      lines: Array<{ id: string }>;
    };
    const answered = await supplier.request.put(`/api/v1/supplier-portal/quotes/${id}/answer`, {
      data: {
        lines: lines.map((l, i) => ({ lineId: l.id, unitPrice: [38.9, 27.5][i] ?? null, note: null })),
        validUntil: new Date(inAWeek).toISOString().slice(0, 10),
        leadTimeDays: 2,
        paymentTerm: 'Boleto 28 dias',
        minimumOrderValue: 150,
        freight: 15,
      },
    });
    expect(answered.status(), await answered.text()).toBe(200);
  } finally {
    await buyer.close();
    await supplier.close();
  }
}

async function readIds(browser: Browser, request: APIRequestContext, role: Role, screens: Screen[]): Promise<Ids> {
  const ids: Ids = {};
  const read = async (key: Id, path: string) => {
    const res = await request.get(`/api/v1${path}`);
    if (res.ok()) ids[key] = (QUOTE_IDS.includes(key) ? walkQuoteId : firstId)(await res.json());
  };
  for (const [key, path] of Object.entries(SOURCES[role]) as [Id, string][]) await read(key, path);
  for (const [key, create] of Object.entries(CREATE) as [Id, NonNullable<(typeof CREATE)[Id]>][]) {
    const body = create.body(ids);
    if (!(key in SOURCES[role]) || ids[key] || !body) continue;
    const res = await request.post(`/api/v1${create.path}`, { data: body });
    if (res.ok()) ids[key] = createdId(await res.json());
  }
  // Only a part that opens the cotação makes it when there is none.
  for (const key of QUOTE_IDS) {
    const path = SOURCES[role][key];
    if (!path || ids[key] || !screens.some((s) => s.needs === key)) continue;
    await sendAnsweredQuote(browser);
    await read(key, path);
  }
  return ids;
}

// The browser-side code is plain JavaScript text: this project's TypeScript has no DOM types outside the SPA.

/**
 * Loaded: the main landmark has a heading (or the page an h1) — an error state (a detail that does not
 * exist) counts — that the previous screen did not have (see NAVIGATE), and no "Carregando…" is left.
 * Pages that never get there are measured all the same, and reported.
 */
const LOADED = `(() => {
  const heading = document.querySelector(${JSON.stringify(
    ['main h1', 'main h2', 'main h3', 'main [role=alert]', 'h1'].map((s) => `${s}:not([data-walked])`).join(', '),
  )});
  return !!heading && heading.getClientRects().length > 0 && !/Carregando/.test(document.body.innerText);
})()`;

/**
 * The next screen, opened the way a link opens it (the router follows a history change): a full load
 * per screen (HTML, ~40 lazy chunks, the session) was most of the walk's time, and what is measured
 * here — layout and axe — is the same either way (shell.spec.ts opens deep links directly). The
 * headings on screen are marked first, so that LOADED waits for the new screen's own.
 */
const NAVIGATE = (path: string) => `(() => {
  for (const h of document.querySelectorAll('h1, h2, h3, [role=alert]')) h.setAttribute('data-walked', '');
  history.pushState(null, '', ${JSON.stringify(path)});
  dispatchEvent(new PopStateEvent('popstate', { state: null }));
})()`;

/** Two frames: layout (and anything listening to the resize) has caught up. */
const NEXT_FRAMES = 'new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))';

/**
 * scrollWidth against the window and, when wider, the innermost elements that stick out (content
 * scrolled or cut off inside a box that itself fits does not widen the page, so it is not named).
 */
const MEASURE = `(() => {
  const drawn = document.documentElement.scrollWidth;
  const width = window.innerWidth;
  const culprits = [];
  if (drawn > width) {
    const sticksOut = (el) => el.getBoundingClientRect().right > width + 0.5;
    const clipped = (el) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
        if (getComputedStyle(a).overflowX !== 'visible' && !sticksOut(a)) return true;
      return false;
    };
    const describe = (el) => {
      const cls = typeof el.className === 'string' ? el.className.trim().split(/\\s+/).slice(0, 4).join('.') : '';
      return el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (cls ? '.' + cls : '') +
        ' (right ' + Math.round(el.getBoundingClientRect().right) + ')';
    };
    for (const el of document.body.querySelectorAll('*')) {
      if (!sticksOut(el) || clipped(el)) continue;
      if (!Array.from(el.children).some(sticksOut)) culprits.push(describe(el));
      if (culprits.length >= 3) break;
    }
  }
  return { drawn, width, culprits };
})()`;

/**
 * The page's h1s as drawn (a heading hidden at this width is no heading), and the tab's title, which
 * is the page's own name (data-page-title) or its h1, then "| Abastece".
 */
const HEADINGS = `(() => {
  const h1s = Array.from(document.querySelectorAll('h1')).filter((h) => h.getClientRects().length > 0);
  const name = document.querySelector('[data-page-title]')?.getAttribute('data-page-title') || h1s[0]?.textContent.trim();
  return { texts: h1s.map((h) => h.textContent.trim()), title: document.title, expected: name + ' | Abastece' };
})()`;

/** Polled from here: a string predicate in waitForFunction is eval'd in the page, which the CSP forbids. */
async function settle(page: Page, seconds = 10): Promise<boolean> {
  for (const until = Date.now() + seconds * 1000; Date.now() < until; await page.waitForTimeout(100))
    if (await page.evaluate<boolean>(LOADED).catch(() => false)) return true;
  return false;
}

const measure = (page: Page) => page.evaluate<{ drawn: number; width: number; culprits: string[] }>(MEASURE);

/**
 * axe-core itself, injected once per page and run in it: the walk moves through the router, so the page
 * keeps it. The Playwright wrapper injected the 0.5 MB script on every scan and finished each one in a
 * blank page of its own, which made the scans 70 % of the walk (decision 0005). The same rules run; only
 * violations are gathered, as only they are read.
 */
async function scan(page: Page, where: string, within?: string): Promise<string[]> {
  if (!(await page.evaluate<boolean>('typeof window.axe === "object"'))) await page.evaluate(axe.source);
  const context = within ? JSON.stringify(within) : 'document';
  const { violations } = await page.evaluate<axe.AxeResults>(`axe.run(${context}, { resultTypes: ["violations"] })`);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes
        .slice(0, 3)
        .map(
          (n) =>
            `axe ${v.id} (${v.impact}) ${where}: ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? v.help}`,
        ),
    );
}

const OPEN_DIALOG = '[role="dialog"], [role="alertdialog"]';

/**
 * The screen's first dialog, opened and scanned, then closed with Escape: forms and confirmations
 * live in dialogs that a scan of the page never sees. A Radix trigger says aria-haspopup="dialog";
 * only triggers in main count (the header's are the same on every screen). Answers the dialog's name
 * (null when the screen has none) and what axe found in it.
 */
async function scanFirstDialog(page: Page, where: string): Promise<{ name: string | null; problems: string[] }> {
  const trigger = page.locator('main [aria-haspopup="dialog"]:visible:not([disabled])').first();
  if ((await trigger.count()) === 0) return { name: null, problems: [] };
  const label = ((await trigger.getAttribute('aria-label')) ?? (await trigger.innerText())).trim();
  const controls = await trigger.getAttribute('aria-controls');
  await trigger.click();
  // The dialog this trigger controls (Radix names it), else the one open.
  const within = controls ? `[id="${controls}"]` : OPEN_DIALOG;
  const dialog = page.locator(within).first();
  if (
    !(await dialog.waitFor({ timeout: 5000 }).then(
      () => true,
      () => false,
    ))
  )
    return { name: label, problems: [`${where}: "${label}" did not open its dialog in 5 s`] };
  await page.evaluate(NEXT_FRAMES);
  const problems = await scan(page, `${where}, dialog of "${label}"`, within);
  await page.keyboard.press('Escape');
  if (
    !(await dialog.waitFor({ state: 'detached', timeout: 5000 }).then(
      () => true,
      () => false,
    ))
  )
    problems.push(`${where}: the dialog of "${label}" did not close with Escape`);
  return { name: label, problems };
}

async function walk(browser: Browser, role: Role, screens: Screen[]) {
  const context = await browser.newContext();
  try {
    if (role !== 'anonymous') await signInAs(context, EMAIL[role]);
    const ids = await readIds(browser, context.request, role, screens);
    const page = await context.newPage();
    const problems: string[] = [];
    const skipped: string[] = [];
    const loadedDirectly: string[] = [];
    const dialogs: string[] = [];
    const heights: string[] = [];
    let visited = 0;
    for (const screen of screens) {
      const id = screen.needs && ids[screen.needs];
      if (screen.needs && !id) {
        skipped.push(`${screen.path} (no ${screen.needs} for ${role})`);
        continue;
      }
      const path = screen.needs ? screen.path.replace(`:${screen.needs}`, id!) : screen.path;
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      // A screen that does not show a heading of its own in time after the router's navigation (one that
      // keeps its layout's only heading, say) is loaded directly instead, and judged by that load.
      let navigated = false;
      if (visited > 0) {
        await page.evaluate(NAVIGATE(path));
        navigated = await settle(page, 5);
      }
      if (!navigated) {
        if (visited > 0) loadedDirectly.push(path);
        await page.goto(path);
        if (!(await settle(page)))
          problems.push(`${path} as ${role}: no heading in main or still "Carregando…" after 10 s`);
      }
      visited++;
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.evaluate(NEXT_FRAMES);
        const m = await measure(page);
        if (m.drawn > m.width)
          problems.push(
            `${path} as ${role} at ${width} px: ${m.drawn} px of content in ${m.width} px — ${m.culprits.join('; ')}`,
          );
        if (width !== 768) {
          const h = await page.evaluate<{ texts: string[]; title: string; expected: string }>(HEADINGS);
          if (h.texts.length !== 1)
            problems.push(`${path} as ${role} at ${width} px: ${h.texts.length} h1 (${h.texts.join(' / ')})`);
          else if (width === 1280 && h.title !== h.expected)
            problems.push(`${path} as ${role}: the tab reads "${h.title}", not "${h.expected}"`);
        }
        const scanHere = width === 1280 || (width === 390 && screen.shot);
        if (scanHere && !SCANNED_BY_LOWER_ROLE[role]?.has(screen.path)) {
          problems.push(...(await scan(page, `${path} as ${role} at ${width} px`)));
          if (width === 1280) {
            const dialog = await scanFirstDialog(page, `${path} as ${role} at ${width} px`);
            if (dialog.name !== null) dialogs.push(`${path}: ${dialog.name}`);
            problems.push(...dialog.problems);
          }
        }
        // How long the order page is on a phone (#52: a summary first, the details folded), reported.
        if (width === 390 && screen.path.startsWith('/app/orders/:'))
          heights.push(`${screen.path}: ${await page.evaluate<number>('document.documentElement.scrollHeight')} px`);
        if (width === 390 && screen.shot && SHOTS_DIR && SHOOTS.includes(role)) await shoot(page, screen.shot);
      }
    }
    test
      .info()
      .annotations.push({ type: 'visited', description: `${role}: ${visited} screens × ${WIDTHS.length} widths` });
    if (dialogs.length) test.info().annotations.push({ type: 'dialogs scanned', description: dialogs.join('; ') });
    if (heights.length)
      test.info().annotations.push({ type: `heights at 390 px as ${role}`, description: heights.join('; ') });
    if (loadedDirectly.length)
      test.info().annotations.push({ type: 'loaded directly', description: loadedDirectly.join(', ') });
    if (skipped.length) test.info().annotations.push({ type: 'skipped', description: skipped.join(', ') });
    expect(problems.length, `${role}:\n${problems.join('\n')}`).toBe(0);
  } finally {
    await context.close();
  }
}

// Walks in parts of at most 8 screens, as even as they divide: a part's time (~15 s here, each part
// paying one full load and a sign-in) stays well under its timeout on a busy machine however many
// screens a role gains, and two workers share the parts evenly.
const PART = 8;
for (const role of Object.keys(SCREENS) as Role[]) {
  test.describe(`as ${role}`, () => {
    const parts = Math.ceil(SCREENS[role].length / PART);
    const size = Math.ceil(SCREENS[role].length / parts);
    for (let i = 0; i < parts; i++) {
      const screens = SCREENS[role].slice(i * size, (i + 1) * size);
      const name = parts > 1 ? ` (part ${i + 1} of ${parts})` : '';
      test(`no screen scrolls sideways at ${WIDTHS.join(', ')} px and axe finds nothing serious${name}`, async ({
        browser,
      }) => {
        test.setTimeout(90_000);
        await walk(browser, role, screens);
      });
    }
  });
}

// The cart is a key screen too, and is per person: a new member's, filled, so the walk above keeps its own.
test('the filled cart fits 390 px and axe finds nothing serious', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    await signInAsNewMember(context);
    const page = await context.newPage();
    // Three suppliers that deliver to the demo restaurant's city (as in buyer-path.spec.ts).
    for (const p of await productsNamed(page.request, ['Cebola branca', 'Açúcar refinado 5 kg', 'Picanha bovina'])) {
      await page.request.post('/api/v1/cart/item', { data: { productId: p.id, quantity: p.minimumOrder + 1 } });
    }
    const problems: string[] = [];
    await page.goto('/app/cart');
    await settle(page);
    const m = await measure(page);
    if (m.drawn > m.width) problems.push(`/app/cart at 390 px: ${m.drawn} px — ${m.culprits.join('; ')}`);
    problems.push(...(await scan(page, '/app/cart (filled) at 390 px')));
    if (SHOTS_DIR) await shoot(page, 'carrinho');
    await page.request.post('/api/v1/cart/clear');
    expect(problems.length, problems.join('\n')).toBe(0);
  } finally {
    await context.close();
  }
});

// The scan itself can fail: a picture without a text alternative on a real screen is named.
test('the axe scan names a picture without alternative text', async ({ page }) => {
  await page.goto('/ajuda');
  expect(await settle(page)).toBe(true);
  await page.evaluate(
    `document.querySelector('main').append(Object.assign(document.createElement('img'), { src: '/favicon.svg' }))`,
  );
  expect((await scan(page, '/ajuda')).join('\n')).toMatch(/^axe image-alt \(critical\) \/ajuda: img — /);
});
