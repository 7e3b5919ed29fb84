/**
 * Who may decide an approval step (pure): the role the step asks for, nobody deciding an order they
 * placed (segregation of duties) and nobody deciding two steps of one supplier order, unless the
 * organization has a single person who may decide the step at all; then that person does.
 */

export type MemberRole = 'owner' | 'admin' | 'member';

export interface Person {
  userId: string;
  role: MemberRole;
}

export interface StepToDecide {
  approver: string;
  /** Whoever placed the purchase order. */
  placedBy: string | null;
  /** People who already decided earlier steps of the same supplier order. */
  decidedBefore: string[];
  /** The approvers of the steps still to come after this one. */
  laterApprovers?: string[];
}

const ROLE_OF_STEP: Record<string, MemberRole[]> = { admin: ['admin', 'owner'], owner: ['owner'] };

/** "um administrador ou o dono" / "o dono": who the step waits for, as messages say it. */
export const stepWaitsFor = (approver: string) =>
  approver === 'owner' ? 'o dono da organização' : 'um administrador ou o dono';

/** Everyone whose role fits the step. */
export const roleHolders = (approver: string, people: Person[]) =>
  people.filter((p) => (ROLE_OF_STEP[approver] ?? []).includes(p.role));

/** Whether only one person in the organization may decide this kind of step (the stated exception). */
export const singleDecider = (approver: string, people: Person[]) => roleHolders(approver, people).length === 1;

/** Why this person may not decide the step (pt-BR, for a 403), or null when they may. */
export function refusalFor(viewer: Person, step: StepToDecide, people: Person[]): string | null {
  const holders = roleHolders(step.approver, people);
  if (!holders.some((p) => p.userId === viewer.userId)) {
    return `Só ${stepWaitsFor(step.approver)} pode decidir esta etapa da aprovação`;
  }
  if (holders.length === 1) return null;
  if (step.placedBy === viewer.userId) return 'Quem fez o pedido não pode aprová-lo';
  if (step.decidedBefore.includes(viewer.userId)) {
    return `Você já decidiu uma etapa deste pedido: a próxima é de outra pessoa (${stepWaitsFor(step.approver)})`;
  }
  // The only person for a later step (the owner after an admin) leaves this one to someone else,
  // or the two steps would be one person's; unless nobody else may take it.
  const keepsLaterStep = (person: Person) =>
    (step.laterApprovers ?? []).some((approver) => {
      const later = roleHolders(approver, people);
      return later.length === 1 && later[0]!.userId === person.userId;
    });
  const others = holders.filter(
    (p) => p.userId !== viewer.userId && p.userId !== step.placedBy && !step.decidedBefore.includes(p.userId),
  );
  if (keepsLaterStep(viewer) && others.some((p) => !keepsLaterStep(p))) {
    return `Esta etapa é de outra pessoa (${stepWaitsFor(step.approver)}): você decide uma etapa seguinte deste pedido`;
  }
  return null;
}

export const mayDecide = (viewer: Person, step: StepToDecide, people: Person[]) =>
  refusalFor(viewer, step, people) === null;
