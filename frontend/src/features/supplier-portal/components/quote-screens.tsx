import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryContent } from '@/components/query-content';
import { ApiClientError } from '@/lib/api-client';
import {
  useAnswerQuoteLink,
  useAnswerSupplierQuote,
  useQuoteLink,
  useSupplierQuote,
  type QuoteAnswerBody,
  type SupplierQuote,
} from '../api/quotes';
import { QuoteAnswerForm } from './quote-answer-form';
import { QuoteOverview } from './quote-overview';

const INVALID_LINK = 'Este link não é válido. Peça um novo ao comprador.';
const EXPIRED_LINK = 'O prazo desta cotação terminou.';

function AnswerCard({
  quote,
  onSubmit,
}: {
  quote: SupplierQuote;
  onSubmit: (body: QuoteAnswerBody) => Promise<unknown>;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Sua resposta</CardTitle>
      </CardHeader>
      <CardContent>
        <QuoteAnswerForm quote={quote} onSubmit={onSubmit} />
      </CardContent>
    </Card>
  );
}

/**
 * Sends through `send` and, when the buyer closed the cotação meanwhile (409), reloads it: the form
 * then turns into the read-only answer and says why.
 */
const sendingWith =
  (send: (body: QuoteAnswerBody) => Promise<unknown>, reload: () => unknown) => async (body: QuoteAnswerBody) => {
    try {
      return await send(body);
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 409) void reload();
      throw error;
    }
  };

/** /fornecedor/cotacoes/:id: the cotação as the buyer sent it, and this supplier's answer. */
export function SupplierQuoteDetail({ id }: { id: string }) {
  const quote = useSupplierQuote(id);
  const answer = useAnswerSupplierQuote(id);
  return (
    <QueryContent query={quote} loading="Carregando a cotação…" error="Cotação não encontrada.">
      {(data) => (
        <div className="space-y-4">
          <QuoteOverview quote={data} />
          <AnswerCard quote={data} onSubmit={sendingWith(answer.mutateAsync, quote.refetch)} />
        </div>
      )}
    </QueryContent>
  );
}

/** Why a link's cotação cannot be shown, in the words the supplier can act on. */
function linkProblem(error: unknown): string {
  if (error instanceof ApiClientError) {
    if (error.status === 401) return INVALID_LINK;
    if (error.status === 410) return EXPIRED_LINK;
    if (error.status === 404) return 'Esta cotação não está mais disponível. Fale com o comprador.';
    if (error.status === 0) return error.message;
  }
  return 'Não foi possível abrir a cotação agora. Tente novamente em instantes.';
}

/**
 * The e-mailed answer link: the cotação and the answer form without signing in. A tampered or revoked
 * link and one past the deadline are said as such, never as a sign-in.
 */
export function QuoteAnswerLink({ token }: { token: string }) {
  const quote = useQuoteLink(token);
  const answer = useAnswerQuoteLink(token);
  if (quote.isError) {
    const retryable = !(quote.error instanceof ApiClientError) || ![401, 404, 410].includes(quote.error.status);
    return (
      <Card>
        <CardHeader>
          <CardTitle as="h1">
            <span className="text-xl">Resposta de cotação</span>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <p role="alert" className="text-slate-700">
            {linkProblem(quote.error)}
          </p>
          {retryable && (
            <Button variant="outline" onClick={() => void quote.refetch()}>
              Tentar de novo
            </Button>
          )}
        </CardContent>
      </Card>
    );
  }
  const send = async (body: QuoteAnswerBody) => {
    try {
      return await answer.mutateAsync(body);
    } catch (error) {
      // The API says "Link de resposta inválido"; the supplier needs to know what to do about it.
      if (error instanceof ApiClientError && error.status === 401)
        throw new ApiClientError(401, error.code, INVALID_LINK, [], error.requestId);
      throw error;
    }
  };
  return (
    <QueryContent query={quote} loading="Carregando a cotação…" error={INVALID_LINK}>
      {(data) => (
        <div className="space-y-4">
          <QuoteOverview quote={data} address="city" />
          <AnswerCard quote={data} onSubmit={sendingWith(send, quote.refetch)} />
        </div>
      )}
    </QueryContent>
  );
}
