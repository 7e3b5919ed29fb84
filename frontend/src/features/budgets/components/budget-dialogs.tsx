import type { ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { FormDialog, useFormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { MoneyInput } from '@/components/money-input';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/select-field';
import { formatReaisInput, parseReais } from '@/lib/money';
import { useBudgetCategories, useSaveBudget, useSaveCostCentre, type Budget, type CostCentre } from '../api/budgets';

const centreSchema = z.object({
  name: z.string().trim().min(1, 'Nome é obrigatório').max(80, 'Máximo de 80 caracteres'),
  code: z.string().trim().max(30, 'Máximo de 30 caracteres'),
});

/** Create or rename a cost centre (owner). */
export function CostCentreDialog({ centre, trigger }: { centre?: CostCentre; trigger: ReactElement }) {
  const save = useSaveCostCentre();
  const form = useForm<z.infer<typeof centreSchema>>({
    resolver: zodResolver(centreSchema),
    defaultValues: { name: centre?.name ?? '', code: centre?.code ?? '' },
  });
  const dialog = useFormDialog(form, {
    fields: ['name', 'code'],
    save: (v) => save.mutateAsync({ id: centre?.id, name: v.name, code: v.code || null }),
    editing: centre !== undefined,
    created: 'Centro de custo criado',
    updated: 'Centro de custo atualizado',
  });
  const errors = form.formState.errors;
  return (
    <FormDialog
      dialog={dialog}
      trigger={trigger}
      title={centre ? 'Renomear centro de custo' : 'Novo centro de custo'}
      description="Uma unidade que compra contra um orçamento: Cozinha, Bar, Loja Centro."
      withBack
    >
      <FormField label="Nome" error={errors.name?.message}>
        <Input placeholder="Cozinha" {...form.register('name')} />
      </FormField>
      <FormField label="Código contábil (opcional)" error={errors.code?.message}>
        <Input placeholder="CC-01" {...form.register('code')} />
      </FormField>
    </FormDialog>
  );
}

const amountField = z
  .string()
  .trim()
  .min(1, 'Informe o valor mensal')
  .refine((v) => Number.isFinite(parseReais(v)), 'Valor inválido (ex.: 20.000,00)')
  .transform((v) => parseReais(v)!)
  .refine((v) => v > 0, 'O valor mensal deve ser maior que zero');

const ALL = 'all';
const budgetSchema = z.object({
  costCentreId: z.string().min(1, 'Escolha o centro de custo'),
  categoryId: z.string(),
  amount: amountField,
});
type BudgetInput = z.input<typeof budgetSchema>;
type BudgetValues = z.output<typeof budgetSchema>;

/** A new budget as the dialog hands it on; a budget being changed takes only its amount from it. */
export type BudgetDraft = { costCentreId: string; categoryId: string | null; amount: number };

/** Create a budget (centre, optional category, monthly amount) or change one's amount (owner). */
export function BudgetDialog({
  budget,
  centres,
  trigger,
}: {
  budget?: Budget;
  centres: CostCentre[];
  trigger: ReactElement;
}) {
  const save = useSaveBudget();
  const categories = useBudgetCategories();
  return (
    <BudgetFormDialog
      budget={budget}
      centres={centres}
      trigger={trigger}
      categories={categories.data ?? []}
      categoriesFailed={categories.isError}
      onSave={(v) => save.mutateAsync(budget ? { id: budget.id, amount: v.amount } : v)}
    />
  );
}

/** The budget dialog given its categories and what saving does, so its rules can be tried without the API. */
export function BudgetFormDialog({
  budget,
  centres,
  trigger,
  categories,
  categoriesFailed = false,
  onSave,
}: {
  budget?: Pick<Budget, 'costCentreId' | 'categoryId' | 'amount'>;
  centres: Pick<CostCentre, 'id' | 'name'>[];
  trigger: ReactElement;
  categories: { id: string; name: string }[];
  categoriesFailed?: boolean;
  onSave: (budget: BudgetDraft) => Promise<unknown>;
}) {
  const form = useForm<BudgetInput, unknown, BudgetValues>({
    resolver: zodResolver(budgetSchema),
    defaultValues: {
      costCentreId: budget?.costCentreId ?? centres[0]?.id ?? '',
      categoryId: budget?.categoryId ?? ALL,
      amount: budget ? formatReaisInput(budget.amount) : '',
    },
  });
  const dialog = useFormDialog(form, {
    fields: ['amount', 'costCentreId', 'categoryId'],
    save: (v) =>
      onSave({
        costCentreId: v.costCentreId,
        categoryId: v.categoryId === ALL ? null : v.categoryId,
        amount: v.amount,
      }),
    editing: budget !== undefined,
    created: 'Orçamento criado',
    updated: 'Orçamento atualizado',
  });
  const errors = form.formState.errors;
  return (
    <FormDialog
      dialog={dialog}
      trigger={trigger}
      title={budget ? 'Alterar orçamento' : 'Novo orçamento mensal'}
      description="O mesmo valor todo mês (meses no horário de Brasília). Geral vale para tudo do centro; por categoria, só para ela."
      withBack
    >
      {!budget && (
        <>
          <SelectField
            control={form.control}
            name="costCentreId"
            label="Centro de custo"
            error={errors.costCentreId?.message}
            placeholder="Selecione"
            options={centres.map((c) => ({ value: c.id, label: c.name }))}
          />
          <SelectField
            control={form.control}
            name="categoryId"
            label="Categoria"
            error={errors.categoryId?.message}
            hint={categoriesFailed ? 'Não foi possível carregar as categorias' : undefined}
            options={[
              { value: ALL, label: 'Geral (todas as categorias)' },
              ...categories.map((c) => ({ value: c.id, label: c.name })),
            ]}
          />
        </>
      )}
      <FormField label="Valor mensal (R$)" error={errors.amount?.message}>
        <MoneyInput placeholder="20.000,00" {...form.register('amount')} />
      </FormField>
    </FormDialog>
  );
}
