import { useEffect } from 'react';

const SITE = 'Abastece';

/** The tab's title for what is on screen: the page's own name, else the h1 it shows. */
function titleOf(doc: Document): string {
  const named = doc.querySelector('[data-page-title]')?.getAttribute('data-page-title')?.trim();
  const h1 = Array.from(doc.querySelectorAll('h1')).find((h) => h.getClientRects().length > 0);
  const heading = named || h1?.textContent?.trim();
  return heading ? `${heading} | ${SITE}` : 'Abastece · Mercado';
}

/**
 * The window's title follows the screen's heading: every screen has one h1 (the widths walk checks
 * it), and what it says — "Carrinho", "Pedido nº 1042" — names the tab, the history entry and the
 * bookmark. Watched instead of declared screen by screen, so a heading that arrives with its data (an
 * order's number) names the tab when it arrives, and no screen can forget. A page whose tab needs more
 * than its heading (a product with its supplier) says so with `data-page-title`.
 */
export function PageTitle() {
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const title = titleOf(document);
      if (document.title !== title) document.title = title;
    };
    const observer = new MutationObserver(() => {
      frame ||= requestAnimationFrame(update);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    update();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);
  return null;
}
