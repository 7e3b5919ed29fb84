import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The two files that walk every route — the tenant matrix and the fuzz walk, 100 s and more each — never
 * run side by side: both open on /auth, whose bcrypt hashing is the suite's heaviest CPU work, and
 * together on two cores they took 200 s and 160 s and the first /auth group passed its 20 s timeout.
 * The matrix starts first and the fuzz walk last; every other file keeps the base order (largest first,
 * or slowest first when vitest has timings), between them.
 */
const FIRST = 'functions/test/assurance/route-matrix.test.ts';
const LAST = 'functions/test/assurance/fuzz.test.ts';

export default class RouteWalksApart extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const first = sorted.filter((spec) => spec.moduleId.endsWith(FIRST));
    const last = sorted.filter((spec) => spec.moduleId.endsWith(LAST));
    const rest = sorted.filter((spec) => !first.includes(spec) && !last.includes(spec));
    // Both are in the first group (the plan tests' group runs after): the rest of that group goes between.
    const group = (spec: TestSpecification) => spec.project.config.sequence.groupOrder;
    const walkGroup = first[0] ? group(first[0]) : last[0] ? group(last[0]) : 0;
    return [
      ...first,
      ...rest.filter((spec) => group(spec) === walkGroup),
      ...last,
      ...rest.filter((spec) => group(spec) !== walkGroup),
    ];
  }
}
