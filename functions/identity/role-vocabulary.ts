/**
 * One word per role of a person in a buyer organization: the members and clients screens, the
 * invitations and their e-mail, the audit log (decision 0004). `label` is the screen's; `invited` is the
 * word inside the invitation's sentence ("… como administrador(a)"), where the invitee's gender is unknown.
 *
 * Plain data (no imports): the SPA bundles it as it is (`@api/identity/role-vocabulary`).
 */
export const ORGANIZATION_ROLE: Record<'owner' | 'admin' | 'member', { label: string; invited: string }> = {
  owner: { label: 'Proprietário', invited: 'proprietário(a)' },
  admin: { label: 'Administrador', invited: 'administrador(a)' },
  member: { label: 'Membro', invited: 'membro' },
};
