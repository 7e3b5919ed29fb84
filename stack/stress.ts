/**
 * npm run test:stress — finds races before CI does: runs the concurrency tests (carts, checkouts,
 * budgets, shipments, approvals, audit appends, order counts, redemptions) several rounds beside busy
 * cores, and prints every failure and every unexpected 5xx the worker logged.
 *
 *   npm run test:stress                         5 rounds beside 1 CPU hog
 *   npm run test:stress -- --rounds 20 --hogs 2 functions/audit   other files, all their tests
 *
 * Bounded: N rounds of one `vitest run` each, then the hogs stop. Exits non-zero if any round failed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const CONCURRENCY_FILES = [
  'functions/cart/cart.test.ts',
  'functions/cart/cart-fill.service.test.ts',
  'functions/orders/purchase-orders.test.ts',
  'functions/orders/purchase-orders.round-trips.test.ts',
  'functions/budgets/budget-checkout.test.ts',
  'functions/fulfilment/fulfilment.test.ts',
  'functions/audit/audit-chain.test.ts',
  'functions/orders/read/order-counts.test.ts',
  'functions/catalogue/product-counts.test.ts',
  'functions/identity/auth.test.ts',
  'functions/growth/lead.test.ts',
  'functions/billing/billing.test.ts',
  'functions/supplier-portal/supplier-api.round-trips.test.ts',
];
/** The tests of those files that race on purpose (names say "concurrent", "at once", "race"…). */
const CONCURRENCY_TESTS = 'concurrent|at once|race|escalate|block:|never make writers wait|twenty shipments';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '5' },
    hogs: { type: 'string', default: '1' },
  },
});
const rounds = Number(values.rounds);
const hogCount = Number(values.hogs);
const files = positionals.length ? positionals : CONCURRENCY_FILES;
const filter = positionals.length ? [] : ['-t', CONCURRENCY_TESTS];

// A hog is a busy loop in its own process: it takes a core the way a loaded CI machine does.
const hogs: ChildProcess[] = Array.from({ length: hogCount }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const stopHogs = () => hogs.forEach((hog) => hog.kill('SIGKILL'));
process.on('exit', stopHogs);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

// eslint-disable-next-line no-control-regex -- the terminal's colour codes, removed before reading
const ANSI = /\x1b\[[0-9;]*m/g;

/** A 500 as the worker logs it (platform/error-handler.ts): never expected from a test. */
const UNEXPECTED_5XX = /"level":"error","domain":"platform","event":"request_failed"/;

function round(n: number): Promise<{ ok: boolean; failures: string[]; fiveHundreds: string[]; seconds: number }> {
  const started = Date.now();
  return new Promise((resolveRound) => {
    const child = spawn(
      process.execPath,
      // Every test's log is kept (passing ones too): a 5xx the test did not look at shows there.
      [
        'node_modules/vitest/vitest.mjs',
        'run',
        ...files,
        ...filter,
        '--reporter=dot',
        '--reporter=./functions/test/stall-reporter.ts',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } },
    );
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d));
    child.stderr.on('data', (d: Buffer) => (output += d));
    child.on('close', (code) => {
      // Kept whole for reading afterwards: reports/stress/round-N.log.
      mkdirSync('reports/stress', { recursive: true });
      writeFileSync(`reports/stress/round-${n}.log`, output);
      const lines = output.replace(ANSI, '').split('\n');
      const failures = lines.filter(
        (l) => /^\s*(FAIL|×)\s/.test(l) || /AssertionError|timed out in|^\[stall\]|^\s+pid \d+ |^bridge:/.test(l),
      );
      const fiveHundreds = lines.filter((l) => UNEXPECTED_5XX.test(l));
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(
        `[stress] round ${n}/${rounds}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s` +
          (fiveHundreds.length ? `, ${fiveHundreds.length} unexpected 5xx logged` : ''),
      );
      for (const line of [...failures, ...fiveHundreds].slice(0, 60)) console.log(`[stress]   ${line.trim()}`);
      if (code !== 0) console.log(`[stress]   whole output: reports/stress/round-${n}.log`);
      if (code !== 0 && !failures.length) console.log(lines.slice(-40).join('\n'));
      resolveRound({ ok: code === 0 && !fiveHundreds.length, failures, fiveHundreds, seconds });
    });
  });
}

console.log(
  `[stress] ${rounds} round(s) of ${files.length} file(s)${filter.length ? ' (their concurrency tests)' : ''} beside ${hogCount} CPU hog(s)`,
);
let failed = 0;
for (let n = 1; n <= rounds; n++) if (!(await round(n)).ok) failed++;
stopHogs();
console.log(`[stress] ${rounds - failed} of ${rounds} round(s) clean`);
process.exit(failed ? 1 : 0);
