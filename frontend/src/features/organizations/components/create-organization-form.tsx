import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { createOrganizationSchema } from '@api/organizations/organization.schemas';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FormAlert } from '@/components/form-alert';
import { SelectField } from '@/components/select-field';
import { maskCnpj } from '@/lib/cnpj-mask';
import { useFormSubmit } from '@/lib/use-form-submit';
import { setReferralSource, useCreateOrganization } from '../api/organization';

const REFERRAL_OPTIONS = [
  { value: 'google', label: 'Busca no Google' },
  { value: 'indicacao', label: 'Indicação de um colega' },
  { value: 'instagram', label: 'Instagram' },
  { value: 'linkedin', label: 'LinkedIn' },
  { value: 'fornecedor', label: 'Um fornecedor' },
  { value: 'evento', label: 'Evento ou feira' },
  { value: 'outro', label: 'Outro' },
];

const formSchema = createOrganizationSchema.pick({ name: true, cnpj: true }).extend({
  referral_source: z.string().min(1, 'Selecione como nos conheceu'),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

export function CreateOrganizationForm({ onCreated }: { onCreated: () => void }) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', cnpj: '', referral_source: '' },
  });
  const create = useCreateOrganization();
  const { onSubmit, serverError } = useFormSubmit(form, ['name', 'cnpj'], async ({ referral_source, ...values }) => {
    await create.mutateAsync({ ...values, metadata: { referral_source } });
    await setReferralSource(referral_source);
    onCreated();
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Criar organização">
      <FormAlert message={serverError} />
      <FormField label="Nome da organização" error={errors.name?.message}>
        <Input autoComplete="organization" placeholder="Restaurante Sabor da Terra" {...form.register('name')} />
      </FormField>
      <Controller
        control={form.control}
        name="cnpj"
        render={({ field }) => (
          <FormField label="CNPJ" error={errors.cnpj?.message} hint="Aceita o formato alfanumérico">
            <Input
              inputMode="text"
              placeholder="00.000.000/0000-00"
              value={field.value}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(maskCnpj(e.target.value))}
            />
          </FormField>
        )}
      />
      <SelectField
        control={form.control}
        name="referral_source"
        label="Como nos conheceu?"
        error={errors.referral_source?.message}
        options={REFERRAL_OPTIONS}
        placeholder="Selecione"
      />
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Criando…' : 'Criar organização'}
      </Button>
    </form>
  );
}
