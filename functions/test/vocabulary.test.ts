/**
 * One vocabulary per concept (decision 0004, #53): each concept's words live in one table, its home, and
 * the API, the SPA, the e-mails, the CSV and the PDF read it. This scans every source file of the API and
 * the SPA for a second table — a file that maps two or more of a concept's codes to that concept's words
 * (`OVERDUE: 'Vencida'`, `OK: { label: 'em ordem' …`, any case) — and names the file and the concept.
 * The words come from the homes themselves, so a new word is checked as soon as it is added.
 */
import type { ImportGlobFunction } from 'vite';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTOR_TYPE } from '../audit/audit-words';
import { INCIDENT_RESOLUTION, INCIDENT_STATE, RECEIPT_CONDITION, SHIPMENT_STATE } from '../orders/incident-vocabulary';
import { ORGANIZATION_ROLE } from '../identity/role-vocabulary';
import {
  APPROVAL_STEP_STATE,
  APPROVER,
  LINE_REFUSAL_REASON,
  LINE_STATE,
  ORDER_STATE,
  SUPPLIER_ORDER_MOVE,
  SUPPLIER_ORDER_STATE,
} from '../orders/state-vocabulary';
import { PAYABLE_STATE, PAYMENT_METHOD } from '../payables/payable-vocabulary';
import { QUOTE_STATE } from '../quotes/quote-machine';
import { SUPPLIER_PERSON_ROLE } from '../supplier-portal/supplier-role-vocabulary';

declare global {
  interface ImportMeta {
    /** Vite's, resolved when vitest builds the file; the API's tsconfig does not load vite/client. */
    glob: ImportGlobFunction;
  }
}

// Read at build time by Vite (the tests run in workerd, which has no file system of the checkout).
const sources = import.meta.glob<string>(
  [
    '../**/*.ts',
    '../../frontend/src/**/*.{ts,tsx}',
    '!../**/*.test.ts',
    '!../test/**',
    '!../../frontend/src/**/*.test.{ts,tsx}',
  ],
  { query: '?raw', import: 'default', eager: true },
);

/** A concept: its home (relative to functions/) and, per code, every word the home gives it. */
interface Concept {
  name: string;
  home: string;
  words: Record<string, string[]>;
}

type Table = Record<string, string | object>;
/** Every string of each entry: a plain label, or the string fields of `{ label, tone, forSupplier … }`. */
const wordsOf = (table: Table): Record<string, string[]> =>
  Object.fromEntries(
    Object.entries(table).map(([code, entry]) => [
      code,
      typeof entry === 'string'
        ? [entry]
        : Object.entries(entry as Record<string, unknown>)
            .filter(([field, v]) => field !== 'tone' && typeof v === 'string')
            .map(([, v]) => v as string),
    ]),
  );

const STATES = 'orders/state-vocabulary.ts';
const FULFILMENT = 'orders/incident-vocabulary.ts';
const CONCEPTS: Concept[] = [
  { name: 'order state', home: STATES, words: wordsOf(ORDER_STATE) },
  { name: 'line state', home: STATES, words: wordsOf(LINE_STATE) },
  { name: 'supplier order state', home: STATES, words: wordsOf(SUPPLIER_ORDER_STATE) },
  { name: 'supplier order move', home: STATES, words: wordsOf(SUPPLIER_ORDER_MOVE) },
  { name: 'line refusal reason', home: STATES, words: wordsOf(LINE_REFUSAL_REASON) },
  { name: 'approval step state', home: STATES, words: wordsOf(APPROVAL_STEP_STATE) },
  { name: 'approver', home: STATES, words: wordsOf(APPROVER) },
  { name: 'receipt condition', home: FULFILMENT, words: wordsOf(RECEIPT_CONDITION) },
  { name: 'incident resolution', home: FULFILMENT, words: wordsOf(INCIDENT_RESOLUTION) },
  { name: 'incident state', home: FULFILMENT, words: wordsOf(INCIDENT_STATE) },
  { name: 'shipment state', home: FULFILMENT, words: wordsOf(SHIPMENT_STATE) },
  { name: 'payable state', home: 'payables/payable-vocabulary.ts', words: wordsOf(PAYABLE_STATE) },
  { name: 'payment method', home: 'payables/payable-vocabulary.ts', words: wordsOf(PAYMENT_METHOD) },
  { name: 'quote state', home: 'quotes/quote-machine.ts', words: wordsOf(QUOTE_STATE) },
  { name: 'organization role', home: 'identity/role-vocabulary.ts', words: wordsOf(ORGANIZATION_ROLE) },
  {
    name: 'supplier person role',
    home: 'supplier-portal/supplier-role-vocabulary.ts',
    words: wordsOf(SUPPLIER_PERSON_ROLE),
  },
  { name: 'audit actor type', home: 'audit/audit-words.ts', words: wordsOf(AUDIT_ACTOR_TYPE) },
];

/**
 * Second tables that stay for now, each with why; the test fails when one is gone, so the entry leaves
 * with it. Files being moved by the order's restructuring (#53) switch to the home when they land.
 */
const PENDING: Record<string, string[]> = {
  // The dependency rule: email uses no domain, so the invitation e-mail keeps its two words.
  'email/templates.ts': ['organization role'],
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The word in any case ("Vencida", "vencida"): the lower-case copies in sentences count too. */
const anyCase = (word: string) =>
  [...escape(word)]
    .map((c) => (c.toLowerCase() === c.toUpperCase() ? c : `[${c.toLowerCase()}${c.toUpperCase()}]`))
    .join('');
/** `CODE: 'word'`, `'CODE': "word"` or `CODE: { label: 'word'` (the code quoted or not, the word in any quotes). */
const entryPattern = (code: string, word: string) =>
  new RegExp(`(^|[\\s{,])['"]?${escape(code)}['"]?\\s*:\\s*(\\{[^}\\n]*?)?['"\`]${anyCase(word)}['"\`]`, 'm');

const relative = (path: string) => path.replace(/^\.\.\/\.\.\/frontend\//, 'frontend/').replace(/^\.\.\//, '');

/** The concepts a file holds a table of: two or more of the concept's codes mapped to its words. */
function tablesIn(text: string): string[] {
  return CONCEPTS.filter((concept) => {
    const codes = Object.entries(concept.words).filter(([code, words]) =>
      words.some((w) => entryPattern(code, w).test(text)),
    );
    return codes.length >= 2;
  }).map((c) => c.name);
}

describe('one vocabulary per concept', () => {
  const found = Object.entries(sources).flatMap(([path, text]) =>
    tablesIn(text).map((concept) => ({ file: relative(path), concept })),
  );
  const outside = found.filter(({ file, concept }) => CONCEPTS.find((c) => c.name === concept)!.home !== file);

  it('scans the API and the SPA', () => {
    expect(Object.keys(sources).some((p) => p.includes('frontend/src/'))).toBe(true);
    expect(Object.keys(sources).length).toBeGreaterThan(300);
  });

  it('finds each concept in its home (the scan sees the tables it looks for)', () => {
    for (const concept of CONCEPTS) {
      expect(found, `${concept.name} in ${concept.home}`).toContainEqual({ file: concept.home, concept: concept.name });
    }
  });

  it('has no second table of a concept outside its home', () => {
    const unexpected = outside.filter(({ file, concept }) => !PENDING[file]?.includes(concept));
    expect(unexpected, 'read the home instead (or list it in PENDING, with why)').toEqual([]);
  });

  it('lists no pending table that is already gone', () => {
    const stale = Object.entries(PENDING).flatMap(([file, concepts]) =>
      concepts
        .filter((concept) => !outside.some((o) => o.file === file && o.concept === concept))
        .map((concept) => ({ file, concept })),
    );
    expect(stale, 'remove these from PENDING').toEqual([]);
  });
});
