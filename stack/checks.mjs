// Runs npm scripts side by side (as many as there are cores; give the longest first) and prints each one's output whole when
// it ends: `npm test`'s type checks and linters are single-threaded, so two cores finish them in
// about half the time. Exits non-zero if any failed.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const scripts = process.argv.slice(2);
const failed = [];
let next = 0;

function run(script) {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '-s', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`[check] ${script}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds} s\n`);
      if (code !== 0) {
        failed.push(script);
        process.stdout.write(output);
      }
      done();
    });
  });
}

async function lane() {
  while (next < scripts.length) await run(scripts[next++]);
}

await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, lane));
if (failed.length) {
  console.error(`[check] failed: ${failed.join(', ')}`);
  process.exit(1);
}
