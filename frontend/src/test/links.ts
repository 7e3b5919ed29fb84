import { fireEvent } from '@testing-library/react';

/** Whether a click on the link is left to the browser (a document load) rather than taken by the router. */
export function leftToTheBrowser(link: HTMLElement) {
  let prevented: boolean | undefined;
  const record = (e: Event) => {
    prevented = e.defaultPrevented;
    e.preventDefault(); // happy-dom would otherwise load the page.
  };
  document.addEventListener('click', record);
  fireEvent.click(link);
  document.removeEventListener('click', record);
  return prevented === false;
}
