import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E } from './support/stack';

const root = resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

/** Every port of a second stack on a free one, then `overrides` (e.g. one of the running e2e stack's). */
async function secondStackEnv(overrides: Record<string, string>) {
  const env: Record<string, string> = {};
  for (const variable of [
    'PORT',
    'PG_PORT',
    'WS_PROXY_PORT',
    'SMTP_PORT',
    'MAIL_WEB_PORT',
    'OAUTH_STANDIN_PORT',
    'STRIPE_STANDIN_PORT',
    'VIACEP_STANDIN_PORT',
  ]) {
    env[variable] = String(await freePort());
  }
  return { ...env, SKIP_BUILD: 'true', ...overrides };
}

/** Runs a command to its end; its output (stdout and stderr) and exit code. */
function run(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolveRun) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolveRun({ code, output }));
  });
}

const startStack = (env: Record<string, string>) =>
  run([resolve(root, 'node_modules/tsx/dist/cli.mjs'), 'stack/start.ts'], env);

/** A Node stack trace has lines like "    at main (file.ts:1:2)". */
const STACK_TRACE = /^\s+at .+[(:]\d+/m;

test.describe('the first minute', () => {
  let dataDir: string;
  test.beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'abastece-first-minute-'));
  });
  test.afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  test('a second stack on the running PostgreSQL port says who holds it and which variable moves it', async () => {
    const { code, output } = await startStack(await secondStackEnv({ PG_PORT: String(E2E.pgPort), DATA_DIR: dataDir }));
    expect(code).not.toBe(0);
    expect(output).toContain(`[abastece] Port ${E2E.pgPort} (PostgreSQL) is already in use by postgres (pid `);
    expect(output).toMatch(
      /\[abastece\] Stop that process, or move this stack's PostgreSQL port: PG_PORT=\d+ npm start/,
    );
    expect(output).not.toMatch(STACK_TRACE);
  });

  test('a second stack on the running app port says who holds it and which variable moves it', async () => {
    const { code, output } = await startStack(await secondStackEnv({ PORT: String(E2E.port), DATA_DIR: dataDir }));
    expect(code).not.toBe(0);
    expect(output).toContain(`[abastece] Port ${E2E.port} (app) is already in use by workerd (pid `);
    expect(output).toMatch(/\[abastece\] Stop that process, or move this stack's app port: PORT=\d+ npm start/);
    expect(output).not.toMatch(STACK_TRACE);
    // It stopped before starting anything: no PostgreSQL was set up in its data folder.
    expect(output).not.toContain('starting embedded PostgreSQL');
  });

  test('a data folder from another PostgreSQL major version says how to reset it', async () => {
    await mkdir(join(dataDir, 'pg'));
    await writeFile(join(dataDir, 'pg', 'PG_VERSION'), '16\n');
    const { code, output } = await startStack(await secondStackEnv({ DATA_DIR: dataDir }));
    expect(code).not.toBe(0);
    expect(output).toContain(
      `[abastece] The data directory ${join(dataDir, 'pg')} was made by PostgreSQL 16; this stack runs PostgreSQL 18.`,
    );
    expect(output).toContain(`[abastece] Reset it (deletes the local data): rm -rf ${join(dataDir, 'pg')}`);
    expect(output).not.toMatch(STACK_TRACE);
  });

  test('the browser tests without Chromium name the install command', async () => {
    const { code, output } = await run(
      [
        resolve(root, 'node_modules/@playwright/test/cli.js'),
        'test',
        '--list',
        '-c',
        'frontend/e2e/playwright.config.ts',
      ],
      { CHROMIUM_PATH: join(dataDir, 'no-chromium-here') },
    );
    expect(code).not.toBe(0);
    expect(output).toContain(`[abastece] Chromium was not found at ${join(dataDir, 'no-chromium-here')}`);
    expect(output).toContain('apt-get install chromium-headless-shell');
    expect(output).not.toMatch(STACK_TRACE);
  });
});
