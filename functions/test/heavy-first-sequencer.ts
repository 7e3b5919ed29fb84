import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files known to take the longest start first. Without vitest's cache (every CI run is a fresh clone)
 * the base sequencer starts the largest files first, and the slowest ones are small table-driven files
 * (the tenant matrix and the fuzz walk run 100 s and more): started last, one worker ran them alone
 * while the other sat idle. Listed slowest first, from `reports/vitest-files.json` of a CI run.
 */
const HEAVY = [
  'functions/test/assurance/route-matrix.test.ts',
  'functions/test/assurance/fuzz.test.ts',
  'functions/api/v1/products/product-search.test.ts',
  'functions/api/v1/auth/auth.test.ts',
  'functions/billing/billing.test.ts',
  'functions/api/v1/supplier-orders/supplier-order-outbound.test.ts',
  'functions/jobs/queue-model.test.ts',
  'functions/api/v1/fulfilment/state-walk.test.ts',
];

const rank = (spec: TestSpecification) => {
  const index = HEAVY.findIndex((file) => spec.moduleId.endsWith(file));
  return index === -1 ? HEAVY.length : index;
};

export default class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    // Stable: within the same project and group, the listed files first, in the list's order.
    return sorted
      .map((spec, position) => ({ spec, position }))
      .sort((a, b) => {
        const group = a.spec.project.config.sequence.groupOrder - b.spec.project.config.sequence.groupOrder;
        if (group !== 0 || a.spec.project.name !== b.spec.project.name) return a.position - b.position;
        return rank(a.spec) - rank(b.spec) || a.position - b.position;
      })
      .map(({ spec }) => spec);
  }
}
