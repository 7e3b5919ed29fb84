import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The file of the two route walks (route-walks.test.ts, ~190 s on one worker, by far the longest)
 * starts first, so the other worker runs the rest of the suite beside it instead of waiting for it at
 * the end. Every other file keeps the base order (largest first, or slowest first when vitest has
 * timings).
 */
const FIRST = 'functions/test/assurance/route-walks.test.ts';

export default class RouteWalksFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const first = sorted.filter((spec) => spec.moduleId.endsWith(FIRST));
    return [...first, ...sorted.filter((spec) => !first.includes(spec))];
  }
}
