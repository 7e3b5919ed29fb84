import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalogue';
import { createApp } from '../app';
import { strongEtag } from '../platform/edge-cache';
import { escapeHtml } from './product-meta';
import { createCatalogue } from '../test/catalogue';
import { spaAssets } from '../test/spa-assets';
import { withDb } from '../test/tenant';

const app = createApp();
async function page(path: string) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`https://mercado.abastece.dev${path}`), { ...env, ASSETS: spaAssets }, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, html, head: html.slice(0, html.indexOf('</head>')) };
}

const metaContent = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];

describe('public catalogue pages', () => {
  it("serve the SPA with the product's title, description and Open Graph tags", async () => {
    const {
      supplier,
      products: [product],
    } = await createCatalogue([{ name: 'Açúcar refinado 5 kg', price: '24.90', unit: 'fardo' }]);
    await withDb((db) =>
      db
        .update(products)
        .set({ description: 'Pacotes de 1 kg.', image: 'https://img.example/acucar.jpg' })
        .where(eq(products.id, product!.id)),
    );
    const { res, html, head } = await page(`/catalogo/${product!.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // Not the stored file's validator (the page differs from it): the page's own, the SHA-256 of what was sent.
    expect(res.headers.get('etag')).not.toBe('"stored"');
    expect(res.headers.get('etag')).toBe(await strongEtag(new TextEncoder().encode(html)));
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(head).toContain(`<title>Açúcar refinado 5 kg — ${supplier.name} | Abastece</title>`);
    expect(head.match(/name="description"/g)).toHaveLength(1);
    expect(metaContent(head, 'description')).toBe(`R$ 24,90 / fardo, de ${supplier.name}. Pacotes de 1 kg.`);
    expect(metaContent(head, 'og:type')).toBe('product');
    expect(metaContent(head, 'og:title')).toBe(`Açúcar refinado 5 kg — ${supplier.name}`);
    expect(metaContent(head, 'og:url')).toBe(`https://mercado.abastece.dev/catalogo/${product!.id}`);
    expect(metaContent(head, 'og:image')).toBe('https://img.example/acucar.jpg');
    expect(metaContent(head, 'product:price:amount')).toBe('24.90');
    expect(metaContent(head, 'product:price:currency')).toBe('BRL');
    expect(metaContent(head, 'robots')).toBeUndefined();
    // The rest of the document is the SPA's, untouched.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('escapes a name with markup and quotes everywhere it is written', async () => {
    const name = `Pão "caseiro" <script>alert('x')</script> & cia`;
    const {
      products: [product],
    } = await createCatalogue([{ name }]);
    await withDb((db) =>
      db
        .update(products)
        .set({ description: `"><img src=x onerror=alert(1)>`, image: 'javascript:alert(1)' })
        .where(eq(products.id, product!.id)),
    );
    const { res, head } = await page(`/catalogo/${product!.id}`);
    expect(res.status).toBe(200);
    expect(head).not.toContain('<script>');
    expect(head).not.toContain('<img');
    expect(head).not.toContain('javascript:');
    expect(head).toContain(`<title>${escapeHtml(name)} — `);
    expect(head).toContain('Pão &quot;caseiro&quot; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; cia');
    expect(metaContent(head, 'description')).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    // A picture that is not http(s) is not offered: the default one is.
    expect(metaContent(head, 'og:image')).toBe('https://mercado.abastece.dev/favicon.svg');
  });

  it.each([
    ['an unknown id', () => Promise.resolve(crypto.randomUUID())],
    ['something that is not an id', () => Promise.resolve('nao-e-um-id')],
    [
      'an inactive product',
      async () => {
        const {
          products: [product],
        } = await createCatalogue([{}]);
        await withDb((db) => db.update(products).set({ isActive: false }).where(eq(products.id, product!.id)));
        return product!.id;
      },
    ],
  ])('answer %s with 404, the SPA and generic tags', async (_, idOf) => {
    const { res, html, head } = await page(`/catalogo/${await idOf()}`);
    expect(res.status).toBe(404);
    expect(head).toContain('<title>Produto não encontrado | Abastece</title>');
    expect(metaContent(head, 'og:type')).toBe('website');
    expect(metaContent(head, 'robots')).toBe('noindex');
    expect(metaContent(head, 'product:price:amount')).toBeUndefined();
    expect(html).toContain('<div id="root"></div>');
  });

  it('serve /catalogo with the catalogue title, and leave other paths to the assets', async () => {
    const list = await page('/catalogo');
    expect(list.res.status).toBe(200);
    expect(list.head).toContain('<title>Catálogo de fornecedores | Abastece</title>');
    expect(metaContent(list.head, 'og:url')).toBe('https://mercado.abastece.dev/catalogo');
    // Not an API route: an unknown /api path is still the JSON 404.
    const api = await page('/api/v1/catalogo');
    expect(api.res.status).toBe(404);
    expect(api.res.headers.get('content-type')).toContain('application/json');
  });
});
