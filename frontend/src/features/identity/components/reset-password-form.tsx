import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { resetPasswordSchema } from '@api/identity/auth.schemas';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FormAlert } from '@/components/form-alert';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useResetPassword } from '../api/reset-password';

export function ResetPasswordForm({ token }: { token: string }) {
  const form = useForm({ resolver: zodResolver(resetPasswordSchema), defaultValues: { token, password: '' } });
  const reset = useResetPassword();
  const { onSubmit, serverError } = useFormSubmit(form, ['password', 'token'], async (values) => {
    await reset.mutateAsync(values);
  });
  if (reset.isSuccess) {
    return (
      <div className="space-y-4">
        <FormAlert tone="success" message={reset.data.message} />
        <Button asChild className="w-full">
          <Link to="/auth">Entrar com a nova senha</Link>
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Redefinir senha">
      <FormAlert message={serverError || form.formState.errors.token?.message} />
      <FormField label="Nova senha" error={form.formState.errors.password?.message} hint="Pelo menos 8 caracteres">
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Salvando…' : 'Salvar nova senha'}
      </Button>
    </form>
  );
}
