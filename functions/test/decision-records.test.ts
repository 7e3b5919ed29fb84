/**
 * The decision records (docs/decisions/NNNN-*.md) say when they were added and whether they still hold:
 * `- Date: YYYY-MM-DD` and `- Status: …` right under the title, in the forms docs/decisions/README.md
 * lists. A record that replaces another says so, and the other says by which; the index repeats every
 * Status. Each failure names the record.
 */
import type { ImportGlobFunction } from 'vite';
import { describe, expect, it } from 'vitest';

declare global {
  interface ImportMeta {
    /** Vite's, resolved when vitest builds the file; the API's tsconfig does not load vite/client. */
    glob: ImportGlobFunction;
  }
}

// Read at build time by Vite (the tests run in workerd, which has no file system of the checkout).
const sources = import.meta.glob<string>(['../../docs/decisions/*.md'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

interface Clause {
  relation: 'superseded by' | 'superseded in part by' | 'supersedes' | 'supersedes in part';
  /** The other record's number. */
  number: string;
  /** The linked file, or null when the record is named by its number alone. */
  target: string | null;
  part: string | null;
}

interface DecisionRecord {
  file: string;
  number: string;
  lines: string[];
  status: string;
}

const RECORD_FILE = /^(\d{4})-[a-z0-9-]+\.md$/;

const records: DecisionRecord[] = Object.entries(sources)
  .map(([path, text]) => ({ file: path.split('/').pop() ?? path, text }))
  .filter(({ file }) => RECORD_FILE.test(file))
  .map(({ file, text }) => {
    const lines = text.split('\n');
    return { file, number: file.slice(0, 4), lines, status: (lines[3] ?? '').replace(/^- Status: /, '') };
  })
  .sort((a, b) => a.file.localeCompare(b.file));

const byNumber = new Map(records.map((r) => [r.number, r]));
const lastNumber = records.at(-1)?.number ?? '0000';

/** Splits on `; ` outside parentheses (a part's description may hold a `; ` of its own). */
function topLevelParts(status: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < status.length; i++) {
    if (status[i] === '(') depth++;
    else if (status[i] === ')') depth--;
    else if (depth === 0 && status.startsWith('; ', i)) {
      parts.push(status.slice(start, i));
      start = i + 2;
    }
  }
  parts.push(status.slice(start));
  return parts;
}

const CLAUSE =
  /^(superseded in part by|superseded by|supersedes in part|supersedes) (?:\[(\d{4})\]\(([^)]+)\)|(\d{4}))(?: \((.+)\))?$/;

/** The Status's clauses after its head, or a sentence saying what is wrong with it. */
function parseStatus(status: string): { head: string; clauses: Clause[] } | string {
  const [head = '', ...rest] = topLevelParts(status);
  const headClause = head === 'accepted' ? null : CLAUSE.exec(head);
  if (head !== 'accepted' && headClause?.[1] !== 'superseded by') {
    return `its Status must start with "accepted" or "superseded by NNNN", not "${head}"`;
  }
  const clauses: Clause[] = [];
  for (const text of headClause ? [head, ...rest] : rest) {
    const m = CLAUSE.exec(text);
    if (!m) return `"${text}" is not one of the Status forms (docs/decisions/README.md)`;
    const relation = m[1] as Clause['relation'];
    if (relation.endsWith('in part') || relation.endsWith('in part by')) {
      if (!m[5]) return `"${text}" must name the part in parentheses`;
    }
    if (text !== head && relation === 'superseded by') return `"superseded by" must open the Status`;
    clauses.push({ relation, number: m[2] ?? m[4] ?? '', target: m[3] ?? null, part: m[5] ?? null });
  }
  return { head, clauses };
}

/** What the index shows of a Status: the numbers without their links, the parentheses left out. */
function statusInIndex(status: string): string {
  const unlinked = status.replace(/\[(\d{4})\]\([^)]*\)/g, '$1');
  let out = '';
  let depth = 0;
  for (const c of unlinked) {
    if (c === '(') {
      if (depth === 0) out = out.replace(/ $/, '');
      depth++;
    } else if (c === ')') depth--;
    else if (depth === 0) out += c;
  }
  return out;
}

function isCalendarDay(day: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === day;
}

const dateOf = (r: DecisionRecord) => r.lines[2]?.replace(/^- Date: /, '') ?? '';

/** The clause of `other` that answers `relation` towards `record`, as a later record must link back. */
const ANSWER: Record<Clause['relation'], Clause['relation']> = {
  'superseded by': 'supersedes',
  'superseded in part by': 'supersedes in part',
  supersedes: 'superseded by',
  'supersedes in part': 'superseded in part by',
};

function problemsOfLinks(record: DecisionRecord, clauses: Clause[]): string[] {
  const problems: string[] = [];
  for (const clause of clauses) {
    const other = byNumber.get(clause.number);
    const named = `${clause.relation} ${clause.number}`;
    if (!other) {
      if (clause.number <= lastNumber) problems.push(`${record.file}: "${named}" names no record`);
      continue;
    }
    if (clause.target !== other.file) {
      problems.push(`${record.file}: "${named}" must link [${other.number}](${other.file})`);
    }
    const answer = parseStatus(other.status);
    const linked =
      typeof answer !== 'string' &&
      answer.clauses.some((c) => c.number === record.number && c.relation === ANSWER[clause.relation]);
    if (!linked) {
      problems.push(
        `${record.file}: "${named}", but ${other.file}'s Status does not say "${ANSWER[clause.relation]} ${record.number}"`,
      );
    }
    const [earlier, later] = clause.relation.startsWith('superseded') ? [record, other] : [other, record];
    if (dateOf(later) < dateOf(earlier)) {
      problems.push(
        `${record.file}: ${later.number} (${dateOf(later)}) replaces ${earlier.number} (${dateOf(earlier)}) but is dated before it`,
      );
    }
  }
  return problems;
}

describe('decision records', () => {
  it('finds the records', () => {
    expect(records.length).toBeGreaterThanOrEqual(57);
    expect(records.map((r) => r.number)).toEqual(records.map((_, i) => String(i + 1).padStart(4, '0')));
  });

  it('gives every record its title, Date and Status lines right under the title', () => {
    const problems = records.flatMap((r) => {
      const [title = '', blank = '', date = '', status = '', after = ''] = r.lines;
      const found: string[] = [];
      if (!title.startsWith(`# ${r.number} — `))
        found.push(`${r.file}: the first line must be "# ${r.number} — <title>"`);
      if (blank !== '' || after !== '') found.push(`${r.file}: the Date and Status lines stand between blank lines`);
      if (!/^- Date: /.test(date)) found.push(`${r.file}: line 3 must be "- Date: YYYY-MM-DD"`);
      else if (!isCalendarDay(dateOf(r))) found.push(`${r.file}: "${date}" is not a calendar day written YYYY-MM-DD`);
      if (!/^- Status: /.test(status)) found.push(`${r.file}: line 4 must be "- Status: …"`);
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('writes every Status in one of the forms, linked both ways', () => {
    const problems = records.flatMap((r) => {
      const parsed = parseStatus(r.status);
      return typeof parsed === 'string' ? [`${r.file}: ${parsed}`] : problemsOfLinks(r, parsed.clauses);
    });
    expect(problems).toEqual([]);
  });

  it('lists every record in the index with its Status', () => {
    const index = sources['../../docs/decisions/README.md'] ?? '';
    const rows = new Map(
      [...index.matchAll(/^\| \[(\d{4})\]\(([^)]+)\) \| .+ \| (.+) \|$/gm)].map((m) => [
        m[1],
        { file: m[2], status: m[3] },
      ]),
    );
    const problems = records.flatMap((r) => {
      const row = rows.get(r.number);
      if (!row) return [`${r.file}: no row in docs/decisions/README.md`];
      if (row.file !== r.file) return [`${r.file}: the index links ${row.file}`];
      const expected = statusInIndex(r.status);
      return row.status === expected ? [] : [`${r.file}: the index says "${row.status}", the record "${expected}"`];
    });
    expect(problems).toEqual([]);
    expect([...rows.keys()]).toEqual(records.map((r) => r.number));
  });
});
