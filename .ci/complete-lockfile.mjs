#!/usr/bin/env node
/**
 * The registry mirror this project is built behind lacks some non-Linux builds
 * of platform packages (e.g. @tailwindcss/oxide-darwin-arm64), so `npm install`
 * cannot record them and `npm ci` then rejects the lock as out of sync. This
 * adds the entries npm would have written with a complete registry: each
 * missing optional platform dependency at its declared version with its os/cpu,
 * so Linux skips it and other platforms fetch it by name. Run after changing
 * dependencies: `node .ci/complete-lockfile.mjs`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const PLATFORMS = [
  [/android-arm64/, { os: ['android'], cpu: ['arm64'] }],
  [/darwin-(arm64)/, { os: ['darwin'], cpu: ['arm64'] }],
  [/darwin-(x64|64)/, { os: ['darwin'], cpu: ['x64'] }],
  [/freebsd-x64/, { os: ['freebsd'], cpu: ['x64'] }],
  [/linux-arm-gnueabihf/, { os: ['linux'], cpu: ['arm'] }],
  [/wasm32-wasi/, { cpu: ['wasm32'] }],
  [/win32-arm64/, { os: ['win32'], cpu: ['arm64'] }],
  [/(win32-x64|windows-64)/, { os: ['win32'], cpu: ['x64'] }],
];

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const nested = `${path}/node_modules/${name}`;
    if (lock.packages[key] || lock.packages[nested]) continue;
    const platform = PLATFORMS.find(([pattern]) => pattern.test(name))?.[1];
    if (!platform) {
      console.warn(`left alone (no platform known): ${name}@${version}`);
      continue;
    }
    lock.packages[key] = { version, dev: entry.dev || undefined, optional: true, ...platform };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} lock entries`);
