import { SHELL_ID } from './opening-shell';

/**
 * React's tree in place of the static shell app-shell.js drew (opening-shell.ts): the shell goes and
 * #root shows, in one step before the next paint, once React has drawn the same boxes or something of
 * its own (an error). Removed and newly shown elements are no layout shift. Once; a no-op without a shell.
 */
export function takeOverShell(): void {
  const shell = document.getElementById(SHELL_ID);
  if (!shell) return;
  shell.remove();
  document.getElementById('root')?.removeAttribute('hidden');
}
