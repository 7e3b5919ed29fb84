import { Link } from 'react-router';
import { Pencil, Send, Square, X } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { formatQuantity } from '@/lib/format';
import type { QuoteAction } from '../api/quotes';

export type QuoteMoves = {
  send: () => Promise<unknown>;
  close: () => Promise<unknown>;
  cancel: () => Promise<unknown>;
};

/**
 * The moves the state table allows now (the API's allowedActions), each asked first: sending reaches
 * the suppliers, closing stops their answers, cancelling ends the cotação for good.
 */
export function QuoteActions({
  quoteId,
  allowed,
  supplierCount,
  moves,
}: {
  quoteId: string;
  allowed: readonly QuoteAction[];
  supplierCount: number;
  moves: QuoteMoves;
}) {
  const can = (action: QuoteAction) => allowed.includes(action);
  if (!['edit', 'send', 'close', 'cancel'].some((a) => can(a as QuoteAction))) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {can('edit') && (
        <Button asChild variant="outline">
          <Link to={`/app/cotacoes/${quoteId}/editar`}>
            <Pencil className="h-4 w-4" aria-hidden /> Editar
          </Link>
        </Button>
      )}
      {can('send') && (
        <ConfirmDialog
          tone="default"
          title="Enviar a cotação?"
          description={`${formatQuantity(supplierCount, 'fornecedor recebe', 'fornecedores recebem')} o pedido de preço e pode${supplierCount === 1 ? '' : 'm'} responder até o prazo. Depois de enviada, a cotação não pode ser alterada.`}
          confirmLabel="Enviar"
          onConfirm={moves.send}
          trigger={
            <Button>
              <Send className="h-4 w-4" aria-hidden /> Enviar
            </Button>
          }
        />
      )}
      {can('close') && (
        <ConfirmDialog
          tone="default"
          title="Encerrar a cotação agora?"
          description="Os fornecedores deixam de poder responder ou revisar as respostas, e a cotação fica pronta para fechar com os vencedores."
          confirmLabel="Encerrar"
          onConfirm={moves.close}
          trigger={
            <Button variant="outline">
              <Square className="h-4 w-4" aria-hidden /> Encerrar
            </Button>
          }
        />
      )}
      {can('cancel') && (
        <ConfirmDialog
          title="Cancelar esta cotação?"
          description="Ela deixa de valer para todos: nenhum pedido será feito a partir dela. Não é possível desfazer."
          confirmLabel="Sim, cancelar cotação"
          onConfirm={moves.cancel}
          trigger={
            <Button variant="outline" className="text-red-700">
              <X className="h-4 w-4" aria-hidden /> Cancelar cotação
            </Button>
          }
        />
      )}
    </div>
  );
}
