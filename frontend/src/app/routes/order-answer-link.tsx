import { Link, useParams } from 'react-router';
import { BrandMark } from '@/components/brand-mark';
import { OrderLinkScreen } from '@/features/order-answer/components/order-link-screen';
import { OrderAnswerForm } from '@/features/supplier-portal/components/order-answer';

/**
 * /pedido/responder/:token — the link in the order e-mail of a supplier without an account (#54),
 * opened on a phone more often than not: no sign-in and no app frame, one column. The lines are
 * answered with the portal's own form (the same rules), through the link's API.
 */
export default function OrderAnswerLinkPage() {
  const { token = '' } = useParams();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center px-4 sm:px-6">
          <BrandMark to="/" />
        </div>
      </header>
      <main id="conteudo" className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 sm:px-6">
        <OrderLinkScreen
          token={token}
          answerForm={({ order, pending, onAnswer }) => (
            <OrderAnswerForm order={order} pending={pending} onAnswer={({ id: _id, ...body }) => onAnswer(body)} />
          )}
        />
      </main>
      <footer className="mx-auto w-full max-w-3xl px-4 py-6 text-sm text-slate-500 sm:px-6">
        {/* Every answer link offers the supplier its account (#54): the token names the company it claims. */}
        <p className="mb-4 rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
          Quer ver todos os seus clientes, pedidos e cotações num lugar só?{' '}
          <Link
            to={`/fornecedor/criar-conta?token=${encodeURIComponent(token)}`}
            className="font-medium text-brand-700 underline"
          >
            Criar minha conta de fornecedor
          </Link>
        </p>
        <nav aria-label="Links do site" className="flex flex-wrap gap-x-4 gap-y-2">
          <Link to="/ajuda" className="hover:text-slate-800">
            Ajuda
          </Link>
          <Link to="/termos" className="hover:text-slate-800">
            Termos de uso
          </Link>
          <Link to="/privacidade" className="hover:text-slate-800">
            Privacidade
          </Link>
        </nav>
      </footer>
    </div>
  );
}
