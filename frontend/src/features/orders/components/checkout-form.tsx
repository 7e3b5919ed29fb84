import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { FormAlert } from '@/components/form-alert';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useCheckout } from '../api/orders';

const schema = z.object({
  description: z.string().trim().min(1, 'Descrição é obrigatória').max(500),
  notes: z.string().trim().max(2000),
});

export function CheckoutForm({ onPlaced }: { onPlaced: (orderId: string) => void }) {
  const checkout = useCheckout();
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { description: '', notes: '' },
  });
  const { onSubmit, serverError } = useFormSubmit(form, ['description', 'notes'], async (v) => {
    const order = await checkout.mutateAsync({ description: v.description, notes: v.notes || null });
    onPlaced(order.id);
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Enviar pedido">
      <FormAlert message={serverError} />
      <FormField label="Descrição do pedido" error={form.formState.errors.description?.message}>
        <Input placeholder="Compra semanal de hortifrúti" {...form.register('description')} />
      </FormField>
      <FormField label="Observações (opcional)" error={form.formState.errors.notes?.message}>
        <Textarea {...form.register('notes')} />
      </FormField>
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Enviando…' : 'Enviar pedido para aprovação'}
      </Button>
    </form>
  );
}
