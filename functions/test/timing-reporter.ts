import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** Where the run's per-file times go, for `.ci/run`'s summary. */
export const VITEST_TIMES_FILE = resolve(import.meta.dirname, '../../reports/vitest-files.json');

/**
 * Ends `vitest run` with its ten slowest test files (where the suite's time goes) and keeps every
 * file's time in reports/vitest-files.json.
 */
export default class TimingReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const files = testModules
      .map((module) => {
        const d = module.diagnostic();
        // Its whole cost: the environment, the harness, imports, setup files, then tests and hooks.
        const ms = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
        return {
          file: module.relativeModuleId,
          seconds: Math.round(ms) / 1000,
          tests: [...module.children.allTests()].length,
        };
      })
      .sort((a, b) => b.seconds - a.seconds);
    mkdirSync(resolve(VITEST_TIMES_FILE, '..'), { recursive: true });
    writeFileSync(VITEST_TIMES_FILE, JSON.stringify(files, null, 2));
    console.log('\n[timing] the 10 slowest test files:');
    for (const { file, seconds, tests } of files.slice(0, 10))
      console.log(`[timing] ${seconds.toFixed(1).padStart(7)} s  ${file} (${tests} tests)`);
  }
}
