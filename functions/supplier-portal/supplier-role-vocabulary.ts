/**
 * One word per role of a person in a supplier's portal, for the portal's people screen, the
 * operator's and the invitation page (decision 0004). `invited` is the word inside the invitation's sentence.
 *
 * Plain data (no imports): the SPA bundles it as it is (`@api/supplier-portal/supplier-role-vocabulary`).
 */
export const SUPPLIER_PERSON_ROLE: Record<'admin' | 'staff', { label: string; invited: string }> = {
  admin: { label: 'Administrador', invited: 'administrador' },
  staff: { label: 'Equipe', invited: 'equipe' },
};
