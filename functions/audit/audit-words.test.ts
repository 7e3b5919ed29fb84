import { describe, expect, it } from 'vitest';
import { auditChangeLines, auditChangesText, auditValueText } from './audit-words';

describe('an audit entry in words', () => {
  it('says fields and values in Portuguese: roles, states, yes/no, dates, never JSON', () => {
    expect(
      auditChangesText({ role: { before: 'member', after: 'admin' }, enabled: { before: true, after: false } }),
    ).toBe('Papel: Membro → Administrador; Ativa: sim → não');
    expect(
      auditChangesText({ status: { before: 'SENT', after: 'ACKNOWLEDGED' }, promisedDate: { after: '2026-11-30' } }),
    ).toBe('Situação: Enviado ao fornecedor → Confirmado pelo fornecedor; Entrega prometida: 30/11/2026');
    expect(auditChangesText({ budgetPolicy: { before: 'escalate', after: 'block' } })).toBe(
      'Política de orçamento: Enviar ao dono → Recusar o pedido',
    );
  });

  it('reads a supplier’s answer line by line, with the reason by name', () => {
    const text = auditValueText([
      { product: 'Arroz 5 kg', decision: 'ACCEPTED', ordered: 10, accepted: 8, reason: null },
      { product: 'Manteiga', decision: 'REFUSED', ordered: 4, accepted: null, reason: 'SEM_ESTOQUE' },
    ]);
    expect(text).toBe(
      'Arroz 5 kg (Decisão Aceito, Pedido 10, Aceito 8); Manteiga (Decisão Recusado, Pedido 4, Motivo Sem estoque)',
    );
    expect(text).not.toMatch(/[{}"]/);
  });

  it('reads the owner’s orders setting and an order approved at creation (decision 0055)', () => {
    expect(
      auditChangesText({ ownerOrdersNeedApproval: { before: false, after: true } }, 'approval_rules.changed'),
    ).toBe('Pedidos do dono também precisam de aprovação: não → sim');
    expect(auditChangesText({ approval: { after: 'Aprovado na criação: pedido do dono' } }, 'approval.automatic')).toBe(
      'Aprovação: Aprovado na criação: pedido do dono',
    );
  });

  it('keeps a value set for the first time without an arrow, and no entry as no lines', () => {
    expect(auditChangeLines({ note: { after: 'Caro demais' } })).toEqual([
      { field: 'Observação', before: null, after: 'Caro demais' },
    ]);
    expect(auditChangeLines(null)).toEqual([]);
  });

  it('says how someone signed in, and every other code an entry keeps, in Portuguese', () => {
    expect(auditChangesText({ method: { after: 'credentials' } }, 'auth.sign_in')).toBe(
      'Forma de entrada: e-mail e senha',
    );
    expect(auditChangesText({ method: { after: 'verify_email' } }, 'auth.sign_in')).toBe(
      'Forma de entrada: link de confirmação do e-mail',
    );
    expect(
      auditChangesText(
        { method: { after: 'github' }, reason: { after: 'e-mail não confirmado' } },
        'auth.sign_in_failed',
      ),
    ).toBe('Forma de entrada: GitHub; Motivo: e-mail não confirmado');
    expect(auditChangesText({ method: { after: 'google' } }, 'auth.sign_in')).toBe('Forma de entrada: Google');
    // A payment's method is not a way in.
    expect(
      auditChangesText({ method: { before: null, after: 'PIX' }, paidOn: { after: '2026-12-01' } }, 'payable.paid'),
    ).toBe('Forma de pagamento: — → PIX; Pago em: 01/12/2026');
    expect(
      auditChangesText(
        { plan: { after: 'pro' }, cycle: { after: 'year' }, flow: { after: 'checkout' } },
        'plan.change_started',
      ),
    ).toBe('Plano: Pro; Ciclo: anual; Fluxo: página de pagamento');
    expect(
      auditChangesText(
        { status: { before: 'active', after: 'canceled' }, when: { after: 'period_end' } },
        'plan.cancel_requested',
      ),
    ).toBe('Situação: ativa → cancelada; Quando: no fim do período');
    expect(auditChangesText({ status: { before: 'pending', after: 'canceled' } }, 'invitation.canceled')).toBe(
      'Situação: pendente → cancelado',
    );
    expect(
      auditChangesText(
        { revokedKeys: { after: 2 }, revokedSupplierKeys: { after: 0 }, organizationsDeleted: { after: ['Bar'] } },
        'user.deleted',
      ),
    ).toBe('Chaves de API revogadas: 2; Chaves de fornecedor revogadas: 0; Organizações excluídas: Bar');
  });
});
