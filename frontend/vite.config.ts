import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import {
  CAMERA_PAGE_PATH,
  CAMERA_PAGE_PERMISSIONS_POLICY,
  STATIC_SECURITY_HEADERS,
} from '../functions/platform/security-policy.ts';
import { CHANGELOG } from './src/features/growth/content/changelog.ts';
import { appShellScript } from './src/app/opening-shell.ts';
import { OPENING_PAGES } from './src/app/opening-pages.ts';
import { PAGE_DESCRIPTION, PAGE_HEADER, PAGE_MAIN, PAGE_TITLE } from './src/components/page-frame.ts';

/** Cloudflare serves static assets with the headers of dist/_headers: the same policy as the API. */
function securityHeadersFile(): Plugin {
  return {
    name: 'abastece-security-headers',
    generateBundle() {
      const lines = [
        '/*',
        ...Object.entries(STATIC_SECURITY_HEADERS).map(([k, v]) => `  ${k}: ${v}`),
        // Two rules' values of one header are joined with a comma: "! Permissions-Policy" drops the
        // general one first, so the receiving page gets the camera and every other page keeps none.
        CAMERA_PAGE_PATH,
        '  ! Permissions-Policy',
        `  Permissions-Policy: ${CAMERA_PAGE_PERMISSIONS_POLICY}`,
        '/assets/*',
        '  Cache-Control: public, max-age=31536000, immutable',
        '',
      ];
      this.emitFile({ type: 'asset', fileName: '_headers', source: lines.join('\n') });
    },
  };
}

/** The changelog as data beside the SPA: the worker's /rss reads it from the assets (functions/growth/changelog-feed.ts). */
function changelogFile(): Plugin {
  return {
    name: 'abastece-changelog',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'novidades.json', source: JSON.stringify(CHANGELOG) });
    },
  };
}

/**
 * app-shell.js and its tag right after #root: the opening screens' title and description painted with
 * the HTML (src/app/opening-shell.ts). The entry module becomes a modulepreload (downloaded at once, as
 * before) that app-shell.js runs after the shell's first paint: run as the parser ends, ~260 KB of
 * JavaScript evaluated before the first frame on a phone. Built pages only: the dev server's first
 * paint is not what a phone gets.
 */
const SHELL_FRAME = { main: PAGE_MAIN, header: PAGE_HEADER, title: PAGE_TITLE, description: PAGE_DESCRIPTION };
const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
function appShellFile(): Plugin {
  return {
    name: 'abastece-app-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY_TAG.exec(html)?.[1];
        if (!entry) throw new Error('index.html: no entry module tag for app-shell.js to run');
        return html
          .replace(ENTRY_TAG, `<link rel="modulepreload" crossorigin href="${entry}">`)
          .replace(
            '<div id="root"></div>',
            `<div id="root"></div>\n    <script src="/app-shell.js" data-entry="${entry}"></script>`,
          );
      },
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'app-shell.js', source: appShellScript(OPENING_PAGES, SHELL_FRAME) });
    },
  };
}

export default defineConfig({
  root: resolve(import.meta.dirname),
  plugins: [react(), tailwindcss(), securityHeadersFile(), changelogFile(), appShellFile()],
  resolve: {
    alias: {
      '@': resolve(import.meta.dirname, 'src'),
      '@api': resolve(import.meta.dirname, '../functions'),
    },
  },
  build: {
    outDir: resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Left to itself the splitter made a chunk per set of screens sharing a module (an icon, a
        // Radix part, an api file of 200 bytes): a signed-in screen opened with ~55 requests, and on a
        // phone each waits its turn on six connections. Groups instead — the UI libraries, the data
        // layer and the app's shared UI code — ~25 requests for about the same bytes. None holds a
        // module the entry imports (a group holding one would join the entry: lib/api-error,
        // unauthorized and early-answers), nor pulls in what its modules import (React stays in the
        // entry).
        codeSplitting: {
          groups: [
            {
              name: 'ui-kit',
              includeDependenciesRecursively: false,
              test: /node_modules[\\/](radix-ui|@radix-ui|@floating-ui|lucide-react|tailwind-merge|class-variance-authority|aria-hidden|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|tslib)[\\/]/,
            },
            {
              // The data layer apart from the UI: the opening prefetch (app/opening-data.ts) needs only
              // this, so the first answers are not asked after the UI libraries have loaded.
              name: 'data-kit',
              includeDependenciesRecursively: false,
              test: /frontend[\\/]src[\\/](features[\\/][^\\/]+[\\/]api[\\/]|lib[\\/](query-keys[\\/]|(api-client|use-write|use-order-write|live-query|idempotency-key|format|on-first-use)\.ts$))/,
            },
            {
              name: 'app-kit',
              includeDependenciesRecursively: false,
              test: (id) =>
                /frontend[\\/]src[\\/](components[\\/]ui|lib)[\\/]/.test(id) &&
                !/lib[\\/](api-error|unauthorized|early-answers)\.ts$/.test(id),
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // `npm run dev:spa` against a running `npm start`.
    proxy: { '/api': 'http://localhost:8787' },
  },
});
