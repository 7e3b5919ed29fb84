/**
 * The screens a buyer opens the app on most, by path: their title, description and width. One text for
 * the three that draw it — the static shell index.html paints before any JavaScript has run
 * (opening-shell.ts), the layout's frame while the session loads, and the screen itself — so the page's
 * largest element is on screen from the first paint and nothing changes when React takes over.
 * No imports: vite.config.ts reads it at build time.
 */
export type OpeningPage = { title: string; description: string; width: string };

export const OPENING_PAGES = {
  '/app': {
    title: 'Catálogo',
    description: 'Produtos de fornecedores da sua região, com preço e unidade.',
    width: 'max-w-7xl',
  },
  '/app/cotacoes': {
    title: 'Cotações',
    description: 'Peça preços a vários fornecedores de uma vez, compare as respostas e feche o pedido com o melhor.',
    width: 'max-w-6xl',
  },
  '/app/orders': { title: 'Pedidos', description: 'Pedidos de compra da organização.', width: 'max-w-6xl' },
  '/app/contas-a-pagar': {
    title: 'Contas a pagar',
    description: 'As parcelas das NF-e recebidas, com os créditos de ocorrências já abatidos.',
    width: 'max-w-7xl',
  },
} satisfies Record<string, OpeningPage>;

/** The opening page drawn at this path (a trailing slash ignored), if it is one of them. */
export function openingPageFor(pathname: string): OpeningPage | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return Object.hasOwn(OPENING_PAGES, path) ? OPENING_PAGES[path as keyof typeof OPENING_PAGES] : undefined;
}
