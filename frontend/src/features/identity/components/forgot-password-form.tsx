import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@api/identity/auth.schemas';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FormAlert } from '@/components/form-alert';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useForgotPassword } from '../api/forgot-password';

export function ForgotPasswordForm() {
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const forgot = useForgotPassword();
  const { onSubmit, serverError } = useFormSubmit(form, ['email'], async (values) => {
    await forgot.mutateAsync(values);
  });
  if (forgot.isSuccess) return <FormAlert tone="success" message={forgot.data.message} />;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Esqueci minha senha">
      <FormAlert message={serverError} />
      <FormField label="E-mail" error={form.formState.errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        Enviar instruções
      </Button>
    </form>
  );
}
