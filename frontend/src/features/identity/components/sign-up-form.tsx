import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { signUpSchema, type SignUpInput } from '@api/identity/auth.schemas';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FormAlert } from '@/components/form-alert';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useSignUp } from '../api/sign-up';

/**
 * Name, e-mail and password, checked by the API's own schema. `onSignUp` creates the account; what
 * it answers (check your e-mail) replaces the form.
 */
export function SignUpFields({
  email,
  callbackURL,
  onSignUp,
}: {
  email: string;
  /** The page the person came to sign up for (an invitation): the confirmation e-mail leads back there. */
  callbackURL?: string;
  onSignUp: (values: SignUpInput) => Promise<{ message: string }>;
}) {
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email, password: '' },
  });
  const [done, setDone] = useState<string | null>(null);
  const { onSubmit, serverError } = useFormSubmit(form, ['name', 'email', 'password'], async (values) => {
    setDone((await onSignUp(callbackURL ? { ...values, callbackURL } : values)).message);
  });
  const { errors } = form.formState;
  if (done !== null) return <FormAlert tone="success" message={done} />;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Criar conta">
      <FormAlert message={serverError} />
      <FormField label="Nome" error={errors.name?.message}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label="E-mail" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label="Senha" error={errors.password?.message} hint="Pelo menos 8 caracteres">
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Criando conta…' : 'Criar conta'}
      </Button>
    </form>
  );
}

/** `email`: the invited address, when the page came from an invitation; `callbackURL`: the invitation. */
export function SignUpForm({ email = '', callbackURL }: { email?: string; callbackURL?: string }) {
  const signUp = useSignUp();
  return <SignUpFields email={email} callbackURL={callbackURL} onSignUp={(values) => signUp.mutateAsync(values)} />;
}
