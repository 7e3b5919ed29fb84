import { useId, useState, type FormEvent } from 'react';
import { ListPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { FormAlert } from '@/components/form-alert';
import { ApiClientError } from '@/lib/api-client';
import { PICKER_LIMIT, useAddListItem, useCreateList, useShoppingLists } from '../api/shopping-lists';
import { listNameSchema } from './list-name-dialog';

const NEW = 'nova';

/** "Adicionar à lista" on a product: pick one of the organization's lists, or name a new one. */
export function AddToListButton({
  product,
  quantity,
}: {
  product: { id: string; name: string; unit: string };
  quantity: number;
}) {
  const [open, setOpen] = useState(false);
  const lists = useShoppingLists(1, PICKER_LIMIT);
  const create = useCreateList();
  const addItem = useAddListItem();
  const [choice, setChoice] = useState<string>('');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState('');
  const [error, setError] = useState('');
  const groupId = useId();
  const available = lists.data?.data ?? [];
  const selected = choice || (available[0]?.id ?? NEW);
  const busy = create.isPending || addItem.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setNameError('');
    let target = available.find((l) => l.id === selected);
    try {
      if (selected === NEW) {
        const parsed = listNameSchema.safeParse({ name });
        if (!parsed.success) {
          setNameError(parsed.error.issues[0]?.message ?? 'Nome da lista é obrigatório');
          return;
        }
        target = await create.mutateAsync({ name: parsed.data.name });
        setChoice(target.id);
        setName('');
      }
      if (!target) return;
      await addItem.mutateAsync({ listId: target.id, productId: product.id, quantity });
      toast.success(`${product.name} adicionado à lista "${target.name}"`);
      setOpen(false);
    } catch (e) {
      setError(e instanceof ApiClientError ? e.message : 'Não foi possível adicionar à lista.');
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError('');
        setNameError('');
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <ListPlus className="h-4 w-4" aria-hidden /> Adicionar à lista
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Adicionar à lista"
        description={`${quantity} ${product.unit} de ${product.name}. Se o produto já estiver na lista, as quantidades se somam.`}
      >
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
          <FormAlert message={error} />
          {lists.isPending ? (
            <p role="status" className="text-sm text-slate-500">
              Carregando listas…
            </p>
          ) : (
            <fieldset className="space-y-2">
              <legend className="mb-1 text-sm font-medium text-slate-800">Lista</legend>
              <div className="max-h-56 space-y-1 overflow-y-auto">
                {available.map((l) => (
                  <label
                    key={l.id}
                    className="flex cursor-pointer items-center gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                  >
                    <input
                      type="radio"
                      name={groupId}
                      value={l.id}
                      checked={selected === l.id}
                      onChange={() => setChoice(l.id)}
                    />
                    <span className="min-w-0 flex-1 break-words">{l.name}</span>
                    <span className="text-xs text-slate-500">
                      {l.itemCount} {l.itemCount === 1 ? 'produto' : 'produtos'}
                    </span>
                  </label>
                ))}
                <label className="flex cursor-pointer items-center gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                  <input
                    type="radio"
                    name={groupId}
                    value={NEW}
                    checked={selected === NEW}
                    onChange={() => setChoice(NEW)}
                  />
                  <span>Nova lista</span>
                </label>
              </div>
            </fieldset>
          )}
          {selected === NEW && !lists.isPending && (
            <FormField label="Nome da nova lista" error={nameError}>
              <Input
                autoComplete="off"
                placeholder="Compra da semana"
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
            </FormField>
          )}
          <div className="flex justify-end">
            <Button type="submit" disabled={busy || lists.isPending}>
              {busy ? 'Adicionando…' : 'Adicionar'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
