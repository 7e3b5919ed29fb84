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

  it('keeps a value set for the first time without an arrow, and no entry as no lines', () => {
    expect(auditChangeLines({ note: { after: 'Caro demais' } })).toEqual([
      { field: 'Observação', before: null, after: 'Caro demais' },
    ]);
    expect(auditChangeLines(null)).toEqual([]);
  });
});
