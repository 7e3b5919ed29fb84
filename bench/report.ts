import type { LoadResult } from './load';
import type { BenchReport } from './scenario';
import { fmt } from './timing';

interface Row {
  name: string;
  result: LoadResult;
  baseline?: string;
}

function loadTable(rows: Row[]): string {
  const byName = new Map(rows.map((r) => [r.name, r.result]));
  const lines = [
    '| scenario | req/s | p50 ms | p95 ms | p99 ms | errors | throughput vs baseline | p95 vs baseline |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const { name, result, baseline } of rows) {
    const base = baseline ? byName.get(baseline) : undefined;
    const vs = base ? `${fmt(result.rps / base.rps, 2)}x ${baseline}` : '—';
    lines.push(
      `| ${name} | ${fmt(result.rps, 0)} | ${fmt(result.p50)} | ${fmt(result.p95)} | ${fmt(result.p99)} | ${result.errors} | ${vs} | ${base ? `${fmt(result.p95 / base.p95, 2)}x` : '—'} |`,
    );
  }
  return lines.join('\n');
}

/** The report every scenario writes into: the summary's lines, the load rows, notes and sections. */
export function collectReport() {
  const summary: string[] = [];
  const rows: Row[] = [];
  const notes: string[] = [];
  const sections: string[] = [];
  const failures: string[] = [];
  const warnings: string[] = [];
  const report: BenchReport = {
    line(figure, value, baseline, ratio, target = '—', met) {
      summary.push(
        `| ${figure} | ${value} | ${baseline} | ${ratio} | ${target}${met === undefined ? '' : met ? ' ✓' : ' ✗'} |`,
      );
      if (met === false) failures.push(`✗ ${figure}: ${value} (${ratio}; target ${target})`);
    },
    row: (name, result, baseline) => void rows.push({ name, result, baseline }),
    note: (text) => void notes.push(text),
    section: (title, markdown) => void sections.push(`## ${title}\n\n${markdown}\n`),
    fail: (message) => void failures.push(message),
    warn: (message) => void warnings.push(message),
  };
  /** Each row read against its baseline also gets a summary line, so the summary holds every figure. */
  const rowLines = () =>
    rows
      .filter((r) => r.baseline)
      .map((r) => {
        const base = rows.find((b) => b.name === r.baseline)!.result;
        return `| ${r.name} | ${fmt(r.result.rps, 0)} req/s, p95 ${fmt(r.result.p95)} ms | ${r.baseline!.split(' (')[0]} ${fmt(base.rps, 0)} req/s, p95 ${fmt(base.p95)} ms | ${fmt(r.result.rps / base.rps, 2)}x, p95 ${fmt(r.result.p95 / base.p95, 2)}x | — |`;
      });
  const markdown = (title: string) =>
    [
      `# ${title} — ${new Date().toISOString()}`,
      [
        '| figure | value | same-run baseline | ratio | target |',
        '|---|---|---|---|---|',
        ...summary,
        ...rowLines(),
      ].join('\n'),
      rows.length ? `## Load detail\n\n${loadTable(rows)}` : '',
      notes.join(' '),
      ...sections,
    ]
      .filter(Boolean)
      .join('\n\n');
  return { ...report, failures, warnings, markdown };
}
