import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  supplierSignUpSchema,
  type SupplierSignUpForm as FormValues,
  type SupplierSignUpInput,
} from '@api/supplier-portal/supplier-sign-up.schemas';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FormAlert } from '@/components/form-alert';
import { useFormSubmit } from '@/lib/use-form-submit';
import type { SupplierSignedUp } from '../api/supplier-sign-up';

const FIELDS = ['name', 'email', 'password', 'company_name', 'cnpj'] as const;

/**
 * The supplier's account (#54): the person and the company, checked by the API's own schema. `token`
 * (a cotação's or an order's answer link) names the company; the e-mail must be the one the buyer
 * wrote to. What the API answers is handed to `onDone`.
 */
export function SupplierSignUpForm({
  token,
  onSignUp,
  onDone,
}: {
  token?: string;
  onSignUp: (values: SupplierSignUpInput) => Promise<SupplierSignedUp>;
  onDone: (answer: SupplierSignedUp) => void;
}) {
  const form = useForm<FormValues, unknown, SupplierSignUpInput>({
    resolver: zodResolver(supplierSignUpSchema),
    defaultValues: { name: '', email: '', password: '', company_name: '', cnpj: '', ...(token ? { token } : {}) },
  });
  const { onSubmit, serverError } = useFormSubmit(form, FIELDS, async (values) => onDone(await onSignUp(values)));
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Criar conta de fornecedor">
      <FormAlert message={serverError} />
      <fieldset className="space-y-4">
        <legend className="mb-2 text-sm font-semibold text-slate-700">Sua empresa</legend>
        <FormField label="Nome da empresa" error={errors.company_name?.message}>
          <Input autoComplete="organization" {...form.register('company_name')} />
        </FormField>
        <FormField label="CNPJ" error={errors.cnpj?.message} hint="Com ou sem pontuação">
          <Input inputMode="text" autoComplete="off" placeholder="00.000.000/0000-00" {...form.register('cnpj')} />
        </FormField>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-2 text-sm font-semibold text-slate-700">Você</legend>
        <FormField label="Seu nome" error={errors.name?.message}>
          <Input autoComplete="name" {...form.register('name')} />
        </FormField>
        <FormField
          label="E-mail"
          error={errors.email?.message}
          hint={
            token
              ? 'O mesmo e-mail em que você recebeu o link do cliente'
              : 'Se clientes já cadastraram sua empresa, use o e-mail em que você recebe os pedidos deles'
          }
        >
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <FormField label="Senha" error={errors.password?.message} hint="Pelo menos 8 caracteres">
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
      </fieldset>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Criando conta…' : 'Criar minha conta de fornecedor'}
      </Button>
    </form>
  );
}
