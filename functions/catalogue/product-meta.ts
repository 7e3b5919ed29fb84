/**
 * The head of a public catalogue page: title, description and Open Graph tags, written into the SPA's
 * index.html by the worker so that link previews (WhatsApp, search engines) see the product, not the
 * app's generic title. Every value is escaped here, once, before it reaches the HTML.
 */

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  type: 'website' | 'product';
  /** Absolute URL of the preview image. */
  image: string;
  price?: { amount: string; currency: 'BRL' };
  /** Pages that should not be indexed (an unknown product). */
  noindex?: boolean;
}

export interface ProductForMeta {
  name: string;
  description: string | null;
  image: string | null;
  price: number;
  unit: string;
  supplier: { name: string };
}

const SITE = 'Abastece';
const DESCRIPTION_MAX = 200;
/** Shown when a product has no picture of its own (an image of the brand served with the SPA). */
export const DEFAULT_IMAGE_PATH = '/favicon.svg';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

const clip = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

/** Only http(s) pictures are offered to crawlers; a relative path is resolved against the site. */
function absoluteImage(image: string | null, origin: string): string {
  if (image) {
    try {
      const url = new URL(image, origin);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
    } catch {
      // Not a URL: fall through to the default.
    }
  }
  return new URL(DEFAULT_IMAGE_PATH, origin).href;
}

export function productMeta(product: ProductForMeta, pageUrl: URL): PageMeta {
  const price = `${brl.format(product.price)} / ${product.unit}`;
  const lead = `${price}, de ${product.supplier.name}.`;
  return {
    title: `${product.name} — ${product.supplier.name} | ${SITE}`,
    description: clip(
      product.description ? `${lead} ${product.description}` : `${lead} Compre pelo ${SITE}.`,
      DESCRIPTION_MAX,
    ),
    url: pageUrl.origin + pageUrl.pathname,
    type: 'product',
    image: absoluteImage(product.image, pageUrl.origin),
    price: { amount: product.price.toFixed(2), currency: 'BRL' },
  };
}

export function catalogueMeta(pageUrl: URL): PageMeta {
  return {
    title: `Catálogo de fornecedores | ${SITE}`,
    description:
      'Insumos para restaurantes, padarias e lojas de fornecedores da sua cidade, com preço e unidade. Crie sua conta para comprar.',
    url: pageUrl.origin + pageUrl.pathname,
    type: 'website',
    image: absoluteImage(null, pageUrl.origin),
  };
}

export function productNotFoundMeta(pageUrl: URL): PageMeta {
  return {
    title: `Produto não encontrado | ${SITE}`,
    description: 'Este produto não está mais no catálogo. Veja os outros produtos dos fornecedores do Abastece.',
    url: pageUrl.origin + pageUrl.pathname,
    type: 'website',
    image: absoluteImage(null, pageUrl.origin),
    noindex: true,
  };
}

/** The tags appended to <head> (the title is replaced in place). */
export function metaTags(meta: PageMeta): string {
  const tag = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  return [
    tag('name', 'description', meta.description),
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    meta.noindex ? tag('name', 'robots', 'noindex') : '',
    tag('property', 'og:site_name', SITE),
    tag('property', 'og:locale', 'pt_BR'),
    tag('property', 'og:type', meta.type),
    tag('property', 'og:title', meta.title.replace(` | ${SITE}`, '')),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.url),
    tag('property', 'og:image', meta.image),
    meta.price ? tag('property', 'product:price:amount', meta.price.amount) : '',
    meta.price ? tag('property', 'product:price:currency', meta.price.currency) : '',
    tag('name', 'twitter:card', 'summary'),
  ]
    .filter(Boolean)
    .join('\n    ');
}

/**
 * index.html with this page's head: the title replaced, the generic description dropped, the tags
 * appended. Streams (HTMLRewriter): the document is never held whole.
 */
export function withPageMeta(index: Response, meta: PageMeta, status: number): Response {
  const rewritten = new HTMLRewriter()
    .on('title', {
      element(el) {
        el.setInnerContent(escapeHtml(meta.title), { html: true });
      },
    })
    .on('meta[name="description"]', {
      element(el) {
        el.remove();
      },
    })
    .on('head', {
      element(el) {
        el.append(`  ${metaTags(meta)}\n  `, { html: true });
      },
    })
    .transform(index);
  const headers = new Headers(rewritten.headers);
  // Not the stored file any more: its validators would lie; prices change, so no caching either.
  headers.delete('etag');
  headers.delete('last-modified');
  headers.delete('content-length');
  headers.set('content-type', 'text/html; charset=utf-8');
  headers.set('cache-control', 'no-cache');
  return new Response(rewritten.body, { status, headers });
}
