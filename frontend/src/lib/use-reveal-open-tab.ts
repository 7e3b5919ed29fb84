import { useEffect, useRef, type DependencyList } from 'react';

/**
 * Scrolls a strip, and only the strip, as little as shows its open tab whole: scrollIntoView would also
 * move the page up to the strip when the reader has scrolled below it.
 */
function revealOpenTab(strip: HTMLElement, openTab: string) {
  const tab = strip.querySelector<HTMLElement>(openTab);
  if (!tab) return;
  const box = strip.getBoundingClientRect();
  const open = tab.getBoundingClientRect();
  if (open.left < box.left) strip.scrollLeft += open.left - box.left;
  else if (open.right > box.right) strip.scrollLeft += Math.min(open.right - box.right, open.left - box.left);
}

/**
 * A tab strip that scrolls sideways on a phone keeps its open tab (found by the `openTab` selector) in
 * view: a tab at its end would otherwise open off screen, leaving no tab shown as the open one. Runs
 * when `deps` change (the open tab, the tabs themselves) and whenever the strip's width changes (a
 * phone turned, a window narrowed). Returns the ref for the strip.
 */
export function useRevealOpenTab<T extends HTMLElement>(openTab: string, deps: DependencyList) {
  const strip = useRef<T>(null);
  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    revealOpenTab(el, openTab);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => revealOpenTab(el, openTab));
    observer.observe(el);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller says when the open tab changes
  }, [openTab, ...deps]);
  return strip;
}
