import type { LoadResult } from './load';
import type { BenchStack } from './stack';

/** Where a scenario writes its figures; bench/run.ts prints them as one report. */
export interface BenchReport {
  /** One line of the summary: a figure against its same-run baseline; `met` false fails the run. */
  line(figure: string, value: string, baseline: string, ratio: string, target?: string, met?: boolean): void;
  /** One row of the load table, read as a ratio to the row named `baseline` (measured in this run). */
  row(name: string, result: LoadResult, baseline?: string): void;
  note(text: string): void;
  /** A section of its own under the tables (markdown, without its heading). */
  section(title: string, markdown: string): void;
  /** Printed at the end; the run exits 1. */
  fail(message: string): void;
  /** Printed at the end; the run still passes. */
  warn(message: string): void;
}

export interface BenchContext {
  stack: BenchStack;
  report: BenchReport;
  load: { connections: number; durationMs: number };
  /** GET /api/v1/health under the same load: every scenario's baseline, measured once per run on first use. */
  health(): Promise<LoadResult>;
  /** Puts `url` under the run's load and adds its row, read against health. */
  loadRow(name: string, url: string, init?: () => RequestInit): Promise<LoadResult>;
}

export const HEALTH_ROW = 'GET /api/v1/health (baseline)';

/**
 * One figure (or a family of figures) of `npm run bench`. Every selected scenario's `prepare` runs
 * first, then the database settles (vacuum, checkpoint), then each `measure` in the list's order: a
 * bulk load never overlaps a measurement.
 */
export interface Scenario<Prepared = unknown> {
  name: string;
  /** What `npm run bench -- --list` prints. */
  summary: string;
  /** false: the scenario needs only the build (e.g. sizes), not the running stack. */
  needsStack?: boolean;
  prepare?(ctx: BenchContext): Promise<Prepared>;
  measure(ctx: BenchContext, prepared: Prepared): Promise<void>;
}

export const scenario = <Prepared>(s: Scenario<Prepared>): Scenario<Prepared> => s;
