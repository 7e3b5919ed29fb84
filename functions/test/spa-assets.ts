/** The SPA's index.html as vite builds it (the real file may not be built when the tests run). */
export const SPA_INDEX = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Abastece · Mercado — compras B2B" />
    <title>Abastece · Mercado</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

/**
 * The ASSETS binding for the public pages: "/" is SPA_INDEX with a validator of its own ("stored", which
 * a rewritten page must not reuse), every other path 404.
 */
export const spaAssets = {
  fetch: async (input: RequestInfo | URL) =>
    new URL(input instanceof Request ? input.url : String(input)).pathname === '/'
      ? new Response(SPA_INDEX, { headers: { 'content-type': 'text/html', etag: '"stored"' } })
      : new Response('not here', { status: 404 }),
} as unknown as Fetcher;
