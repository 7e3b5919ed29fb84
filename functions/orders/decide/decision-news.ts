import { orderName, STATUS_LABEL } from '../notices/order-notifications';
import type { OrderState as OrderStatus } from '../state-vocabulary';

/**
 * What the order's creator reads about one approval decision — one e-mail however many supplier
 * parts it decided — in words that say what happened: "aprovou" when a part was approved and goes to
 * its supplier, "aprovou a etapa 1 de 2" when it still waits for someone, "recusou" when rejected.
 */

export type PartOutcome =
  | { supplierName: string; kind: 'approved' }
  | { supplierName: string; kind: 'rejected' }
  | { supplierName: string; kind: 'step'; position: number; of: number; next: string };

const orderWord = (number: number | null) => (number === null ? 'Pedido' : `Pedido nº ${number}`);

const list = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}`;

/** Suppliers are named in alphabetical order wherever a decision is told, whichever entry point decided. */
const alphabetical = (names: string[]) => [...new Set(names)].sort((a, b) => a.localeCompare(b, 'pt-BR'));

const partsOf = (outcomes: PartOutcome[]) =>
  `${outcomes.length === 1 ? 'a parte de' : 'as partes de'} ${list(alphabetical(outcomes.map((o) => o.supplierName)))}`;

/** "Pedido nº 99 aprovado — Laticínios Serra Azul": the subject says the outcome and names the suppliers. */
export function decisionTitle(number: number | null, outcomes: PartOutcome[]) {
  const order = orderWord(number);
  const suppliers = list(alphabetical(outcomes.map((o) => o.supplierName)));
  const kinds = new Set(outcomes.map((o) => o.kind));
  const what =
    kinds.size > 1
      ? ': aprovação em andamento'
      : kinds.has('approved')
        ? ' aprovado'
        : kinds.has('rejected')
          ? ' recusado na aprovação'
          : ': etapa da aprovação concluída';
  return `${order}${what} — ${suppliers}`;
}

/**
 * "Pedido nº 99 ("Semana"): Maria aprovou a parte de Laticínios Serra Azul, que segue para o
 * fornecedor. Motivo: … O pedido agora está aprovado."
 */
export function decisionMessage(input: {
  name: string;
  actorName: string | null;
  outcomes: PartOutcome[];
  note: string | null;
  status: string;
}) {
  const who = input.actorName || 'Quem aprova';
  const approved = input.outcomes.filter((o) => o.kind === 'approved');
  const rejected = input.outcomes.filter((o) => o.kind === 'rejected');
  const steps = input.outcomes
    .filter((o): o is Extract<PartOutcome, { kind: 'step' }> => o.kind === 'step')
    .sort((a, b) => a.supplierName.localeCompare(b.supplierName, 'pt-BR'));
  const said: string[] = [];
  if (approved.length > 0) {
    said.push(
      `${who} aprovou ${partsOf(approved)}, que ${approved.length === 1 ? 'segue para o fornecedor' : 'seguem para os fornecedores'}.`,
    );
  }
  for (const step of steps) {
    said.push(
      `${who} aprovou a etapa ${step.position} de ${step.of} da parte de ${step.supplierName}; agora ela espera ${step.next}.`,
    );
  }
  if (rejected.length > 0)
    said.push(`${who} recusou na aprovação ${partsOf(rejected)}: esses itens não vão ao fornecedor.`);
  const note = input.note ? ` Observação: ${input.note}` : '';
  return `${input.name}: ${said.join(' ')}${note} O pedido agora está ${input.status}.`;
}

export type News = { title: string; message: string };

/** " — Laticínios Serra Azul e Hortifrúti Vale Verde": every subject names the suppliers it is about. */
const named = (suppliers: string[]) => {
  const unique = alphabetical(suppliers);
  return unique.length > 0 ? ` — ${list(unique)}` : '';
};
const items = (n: number) => `${n} ${n === 1 ? 'item' : 'itens'}`;

/** Lines decided one by one: "Maria aprovou 2 itens e recusou 1 item. 3 de 3 itens já foram avaliados." */
export function linesReviewedNews(input: {
  number: number | null;
  /** The suppliers of the lines decided. */
  suppliers: string[];
  name: string;
  actorName: string | null;
  approved: number;
  rejected: number;
  decided: number;
  total: number;
  status: string;
}): News {
  const did = [
    ...(input.approved > 0 ? [`aprovou ${items(input.approved)}`] : []),
    ...(input.rejected > 0 ? [`recusou ${items(input.rejected)}`] : []),
  ];
  const who = did.length > 0 ? `${input.actorName || 'Quem aprova'} ${did.join(' e ')}. ` : '';
  return {
    title: `${orderWord(input.number)}: itens avaliados${named(input.suppliers)}`,
    message: `${input.name}: ${who}${input.decided} de ${input.total} ${input.total === 1 ? 'item já foi avaliado' : 'itens já foram avaliados'}. O pedido agora está ${input.status}.`,
  };
}

/** The whole order set to a status: "Pedido nº 99 aprovado". */
export const statusNews = (input: {
  number: number | null;
  /** The suppliers of the order's parts. */
  suppliers: string[];
  name: string;
  status: string;
  notes: string | null;
}): News => ({
  title: `${orderWord(input.number)} ${input.status}${named(input.suppliers)}`,
  message: `${input.name} agora está ${input.status}.${input.notes ? ` Observação: ${input.notes}` : ''}`,
});

/** One supplier's part cancelled by the buyer. */
export const partCancelledNews = (input: {
  number: number | null;
  name: string;
  supplierName: string;
  reason: string | null | undefined;
  status: string;
}): News => ({
  title: `${orderWord(input.number)}: parte de ${input.supplierName} cancelada`,
  message: `${input.name}: a parte de ${input.supplierName} foi cancelada${input.reason ? ` (${input.reason})` : ''}. O pedido agora está ${input.status}.`,
});

/** How many lines a request approved and rejected ("aprovou 2 itens e recusou 1 item"). */
export const countDecided = (decisions: { status: string }[]) => ({
  approved: decisions.filter((d) => d.status === 'APPROVED').length,
  rejected: decisions.filter((d) => d.status === 'REJECTED').length,
});

/**
 * What one approval decision did, as its entry point tells it: parts decided (POST …/approval,
 * POST /approvals/decisions, PUT …/status APPROVED), an order from before parts approved, or lines
 * decided one by one (PUT …/items).
 */
export type Told =
  | { kind: 'parts'; outcomes: PartOutcome[]; note: string | null }
  | { kind: 'order'; note: string | null }
  | { kind: 'lines'; suppliers: string[]; approved: number; rejected: number; decided: number; total: number };

/**
 * The creator's news of a decision once the order settled (`events`: how many it announces), or
 * null when there is nothing to tell: parts decided are always told; an order's status or lines,
 * only when something changed.
 */
export function decisionNews(
  told: Told,
  after: { number: number | null; description: string; actorName: string | null; status: OrderStatus; events: number },
): News | null {
  const name = orderName(after.number, after.description);
  const status = STATUS_LABEL[after.status];
  if (told.kind === 'parts') {
    const { outcomes, note } = told;
    return {
      title: decisionTitle(after.number, outcomes),
      message: decisionMessage({ name, actorName: after.actorName, outcomes, note, status }),
    };
  }
  if (after.events === 0) return null;
  if (told.kind === 'order') return statusNews({ number: after.number, suppliers: [], name, status, notes: told.note });
  return linesReviewedNews({ ...told, number: after.number, name, actorName: after.actorName, status });
}
