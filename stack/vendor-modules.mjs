// Copies self-contained ESM builds of heavy libraries next to the worker (functions/vendor/), where
// wrangler uploads them as modules of their own (find_additional_modules): the worker imports them
// only when it needs them (a PDF), so they add nothing to the main module every request loads.
// Runs on `npm install`/`npm ci` (postinstall); the copies are not committed.
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MODULES = [['node_modules/pdf-lib/dist/pdf-lib.esm.min.js', 'functions/vendor/pdf-lib.mjs']];

mkdirSync(join(root, 'functions/vendor'), { recursive: true });
for (const [from, to] of MODULES) copyFileSync(join(root, from), join(root, to));
