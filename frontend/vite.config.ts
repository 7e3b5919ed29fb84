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

export default defineConfig({
  root: resolve(import.meta.dirname),
  plugins: [react(), tailwindcss(), securityHeadersFile(), changelogFile()],
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
  },
  server: {
    port: 5173,
    // `npm run dev:spa` against a running `npm start`.
    proxy: { '/api': 'http://localhost:8787' },
  },
});
