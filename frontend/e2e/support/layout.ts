import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** The page is as wide as the window: nothing makes it scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const { drawn, width } = await page.evaluate<{ drawn: number; width: number }>(
    '({ drawn: document.documentElement.scrollWidth, width: window.innerWidth })',
  );
  expect(drawn, `${page.url()} drawn ${drawn} px wide in ${width} px`).toBeLessThanOrEqual(width);
}

/** axe-core's serious and critical findings on the page, as widths.spec.ts counts them. */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  if (!(await page.evaluate<boolean>('typeof window.axe === "object"'))) await page.evaluate(axe.source);
  const { violations } = await page.evaluate<axe.AxeResults>('axe.run(document, { resultTypes: ["violations"] })');
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
