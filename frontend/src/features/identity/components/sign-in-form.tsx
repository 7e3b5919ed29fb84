import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { signInSchema, type SignInInput } from '@api/identity/auth.schemas';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FormAlert } from '@/components/form-alert';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useSignIn } from '../api/sign-in';

/** `callbackURL`: where a new confirmation link leads, if the account's address is not confirmed yet. */
export function SignInForm({
  onSignedIn,
  email = '',
  callbackURL,
}: {
  onSignedIn: () => void;
  email?: string;
  callbackURL?: string;
}) {
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email, password: '' },
  });
  const signIn = useSignIn();
  const { onSubmit, serverError } = useFormSubmit(form, ['email', 'password'], async (values) => {
    await signIn.mutateAsync(callbackURL ? { ...values, callbackURL } : values);
    onSignedIn();
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Entrar">
      <FormAlert message={serverError} />
      <FormField label="E-mail" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label="Senha" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Entrando…' : 'Entrar'}
      </Button>
    </form>
  );
}
