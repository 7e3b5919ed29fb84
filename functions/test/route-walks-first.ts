import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The two route walks (route-matrix.test.ts and fuzz.test.ts, ~100 s each on a worker, by far the
 * longest files) start first, so the other workers run the rest of the suite beside them instead of
 * waiting for one of them at the end. Every other file keeps the base order (largest first, or slowest
 * first when vitest has timings).
 */
const FIRST = ['functions/test/assurance/route-matrix.test.ts', 'functions/test/assurance/fuzz.test.ts'];

export default class RouteWalksFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const first = FIRST.flatMap((name) => sorted.filter((spec) => spec.moduleId.endsWith(name)));
    return [...first, ...sorted.filter((spec) => !first.includes(spec))];
  }
}
