import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthShell } from '@/components/auth-shell';
import { FormAlert } from '@/components/form-alert';
import { useSupplierSignUp, type SupplierSignedUp } from '@/features/identity/api/supplier-sign-up';
import { SupplierSignUpForm } from '@/features/identity/components/supplier-sign-up-form';

/**
 * /fornecedor/criar-conta (#54): a supplier creates its account, on its own or from the link of a
 * cotação or an order (?token=…), which names the company the account claims.
 */
export default function SupplierSignUpPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? undefined;
  const navigate = useNavigate();
  const signUp = useSupplierSignUp();
  const [done, setDone] = useState<SupplierSignedUp | null>(null);

  const onDone = (answer: SupplierSignedUp) => {
    // With a link the portal is open already; otherwise the e-mailed confirmation opens it.
    if (answer.session_started) void navigate('/fornecedor', { replace: true });
    else setDone(answer);
  };

  return (
    <AuthShell
      title="Criar minha conta de fornecedor"
      subtitle={
        token
          ? 'Com a conta, você vê todos os clientes que cadastraram sua empresa, seus pedidos e cotações, e mantém os preços que cada um usa.'
          : 'Receba pedidos e cotações pelo portal, mantenha seus preços e peça para anunciar no marketplace do Abastece.'
      }
    >
      {done ? (
        <div className="space-y-3">
          <FormAlert tone="success" message={done.message} />
          {done.claimed && (
            <p className="text-sm text-slate-600">
              Encontramos {done.supplier.name}: os pedidos e cotações que seus clientes já enviaram estarão no portal.
            </p>
          )}
        </div>
      ) : (
        <SupplierSignUpForm token={token} onSignUp={(values) => signUp.mutateAsync(values)} onDone={onDone} />
      )}
      <p className="text-center text-sm text-slate-600">
        Já tem conta?{' '}
        <Link className="font-medium text-brand-700 underline" to="/auth?next=/fornecedor">
          Entrar
        </Link>
      </p>
    </AuthShell>
  );
}
