import { useId, useState, type FormEvent } from 'react';
import { FileUp, ListChecks } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { MAX_TEXT_CHARS, readTextFile } from './read-text-file';

const PLACEHOLDER = '10 kg tomate\n2 cx leite integral\ntomate italiano 10\nSER-0004;12';

/** The list (WhatsApp lines or sku;quantidade), pasted or read from a CSV file in the browser (sent as text), and "Conferir". */
export function QuickOrderForm({
  onCheck,
  checking,
  serverError,
}: {
  onCheck: (text: string) => void;
  checking: boolean;
  serverError?: string | null;
}) {
  const fileId = useId();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim() === '') {
      return setError('Cole ao menos uma linha ("10 kg tomate" ou sku;quantidade) ou envie um arquivo CSV');
    }
    if (text.length > MAX_TEXT_CHARS) return setError('O texto passa de 100 KB: divida a lista em partes');
    setError(null);
    onCheck(text);
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_TEXT_CHARS * 4) {
      setError('O arquivo passa de 100 KB: divida a lista em partes');
      return;
    }
    const content = await readTextFile(file);
    setText(content);
    setFileName(file.name);
    setError(null);
    onCheck(content);
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <FormField
        label="Lista do pedido"
        error={error ?? serverError ?? undefined}
        hint="Uma linha por item. Cole a lista como no WhatsApp (10 kg tomate, 2 cx leite integral, tomate italiano 10) ou o SKU e a quantidade separados por ; ou , (ou colados de uma planilha). Até 500 linhas; nada vai para o carrinho antes de você conferir."
      >
        <Textarea
          rows={8}
          value={text}
          placeholder={PLACEHOLDER}
          spellCheck={false}
          onChange={(e) => {
            setText(e.target.value);
            setFileName(null);
          }}
        />
      </FormField>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <label
            htmlFor={fileId}
            className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-4 font-medium hover:bg-slate-50 focus-within:outline-2 focus-within:outline-brand-600"
          >
            <FileUp className="h-4 w-4" aria-hidden />
            Enviar arquivo CSV
            <input
              id={fileId}
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              className="sr-only"
              onChange={(e) => {
                void pick(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
          {fileName && <span className="text-slate-600">Lido de {fileName}</span>}
        </div>
        <Button type="submit" disabled={checking}>
          <ListChecks className="h-4 w-4" aria-hidden />
          {checking ? 'Conferindo…' : 'Conferir'}
        </Button>
      </div>
    </form>
  );
}
