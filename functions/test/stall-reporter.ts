import type { Reporter, TestCase } from 'vitest/node';
import { stallReport } from '../../stack/stall-report';

const TIMED_OUT = /(Test|Hook) timed out in \d+ms/;

/**
 * A test or hook that timed out gets, right under its name, what the database and the bridge were
 * doing at that moment (stack/stall-report.ts): a stall names its cause. The global setup tells this
 * reporter (same process) where the database and the bridge are.
 */
export default class StallReporter implements Reporter {
  async onTestCaseResult(testCase: TestCase) {
    const result = testCase.result();
    if (result.state !== 'failed' || !result.errors?.some((error) => TIMED_OUT.test(error.message ?? ''))) return;
    const databaseUrl = process.env.ABASTECE_TEST_DB_URL;
    if (!databaseUrl) return;
    const report = await stallReport(databaseUrl, process.env.ABASTECE_TEST_BRIDGE_URL);
    console.error(`\n[stall] ${testCase.module.moduleId} › ${testCase.fullName} timed out:\n${report}\n`);
  }
}
