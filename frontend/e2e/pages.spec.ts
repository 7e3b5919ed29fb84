import { expect, test, type Page } from '@playwright/test';

const PAGES = [
  { path: '/ajuda', heading: 'Central de ajuda', title: 'Central de ajuda | Abastece' },
  { path: '/termos', heading: 'Termos de uso', title: 'Termos de uso | Abastece' },
  { path: '/privacidade', heading: 'Política de privacidade', title: 'Política de privacidade | Abastece' },
  { path: '/novidades', heading: 'Novidades', title: 'Novidades | Abastece' },
] as const;

/** How wide the page is drawn against the window (a page that scrolls sideways is wider). */
const widths = (page: Page) =>
  page.evaluate<{ drawn: number; window: number }>(
    '({ drawn: document.documentElement.scrollWidth, window: window.innerWidth })',
  );

test('the help, terms, privacy and news pages render their heading and title at 1280 and 390 px', async ({ page }) => {
  for (const size of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    for (const { path, heading, title } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(title);
      const { drawn, window } = await widths(page);
      expect(drawn, `${path} at ${size.width} px`).toBeLessThanOrEqual(window);
    }
  }
});

test('the old English addresses lead to the new pages, keeping the anchor', async ({ page }) => {
  for (const [from, to] of [
    ['/help', '/ajuda'],
    ['/terms', '/termos'],
    ['/privacy', '/privacidade'],
    ['/updates', '/novidades'],
  ]) {
    await page.goto(from!);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
  }
  await page.goto('/help#webhooks');
  await expect(page).toHaveURL(/\/ajuda#webhooks$/);
  await expect(page.getByRole('heading', { name: 'Webhooks: assinatura e novas tentativas' })).toBeInViewport();
});

test('help search ignores accents: "aprovacao" finds the approval articles and hides the others', async ({ page }) => {
  await page.goto('/ajuda');
  const alcadas = page.getByRole('article', { name: 'Alçadas: regras de aprovação por valor' });
  const quickOrder = page.getByRole('article', { name: 'Pedido rápido: colar linhas ou enviar um CSV' });
  await expect(alcadas).toBeVisible();
  await expect(quickOrder).toBeVisible();

  await page.getByRole('searchbox', { name: 'Buscar na ajuda' }).fill('aprovacao');
  await expect(quickOrder).toHaveCount(0);
  await expect(alcadas).toBeVisible();
  await expect(page.getByRole('article', { name: 'Quem aprova os pedidos' })).toBeVisible();
  await expect(page).toHaveURL(/busca=aprovacao/);

  await page.getByRole('searchbox', { name: 'Buscar na ajuda' }).fill('xyzzy');
  await expect(page.getByText('Nenhum artigo encontrado')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar a busca' }).click();
  await expect(quickOrder).toBeVisible();
  await expect(page.getByRole('link', { name: 'suporte@abastece.com.br' }).first()).toHaveAttribute(
    'href',
    'mailto:suporte@abastece.com.br',
  );
});

test("the privacy policy names the rights of art. 18 and the encarregado's contact", async ({ page }) => {
  await page.goto('/privacidade');
  const rights = page.getByRole('region', { name: '7. Os seus direitos (art. 18 da LGPD)' });
  for (const right of ['confirmação de que tratamos', 'portabilidade', 'revogação do consentimento', 'eliminação'])
    await expect(rights).toContainText(right);
  await expect(rights.getByRole('link', { name: 'Perfil' })).toHaveAttribute('href', '/app/profile');
  const dpo = page.getByRole('region', { name: '8. Encarregado (DPO)' });
  await expect(dpo.getByRole('link', { name: 'privacidade@abastece.com.br' })).toHaveAttribute(
    'href',
    'mailto:privacidade@abastece.com.br',
  );
  await expect(page.getByText('Atualizada em 25 de novembro de 2026')).toBeVisible();
});

test('the landing page links the real pages and no blog', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Links do site' });
  for (const [name, href] of [
    ['Ajuda', '/ajuda'],
    ['Termos de uso', '/termos'],
    ['Privacidade', '/privacidade'],
    ['Novidades', '/novidades'],
  ])
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
  await expect(page.locator('a[href="/blog"], a[href^="/blog/"]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /blog/i })).toHaveCount(0);
});

test('the news page offers its RSS feed, which the worker serves from the same changelog', async ({ page }) => {
  await page.goto('/novidades');
  await expect(page.getByRole('link', { name: 'Assinar por RSS' })).toHaveAttribute('href', '/rss');
  // Feed readers find it from any page's head.
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/rss');
  const released = page.getByRole('article', {
    name: 'Central de ajuda, termos de uso, política de privacidade e novidades',
  });
  await expect(released).toBeVisible();
  const res = await page.request.get('/rss');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const xml = await res.text();
  expect(xml).toContain('<rss version="2.0"');
  expect(xml).toContain('/novidades#ajuda-termos-privacidade</link>');
});
