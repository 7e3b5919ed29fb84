import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';

type Variant = 'default' | 'destructive' | 'outline';

/**
 * A button that opens a dialog asking for a note before a move (a reason, a decision's note): the
 * caller makes the move with what was typed and calls `done` once it succeeded, which closes the
 * dialog and empties the note. `pending` keeps the confirm button disabled while the move runs.
 */
export function NoteDialog({
  triggerLabel,
  triggerVariant,
  title,
  description,
  noteLabel,
  maxLength,
  backLabel,
  confirmLabel,
  confirmVariant,
  pending,
  onConfirm,
}: {
  triggerLabel: string;
  triggerVariant: Variant;
  title: string;
  description: string;
  noteLabel: string;
  maxLength?: number;
  backLabel: string;
  confirmLabel: string;
  confirmVariant: Variant;
  pending: boolean;
  onConfirm: (note: string, done: () => void) => void;
}) {
  const [note, setNote] = useState('');
  const [open, setOpen] = useState(false);
  const done = () => {
    setOpen(false);
    setNote('');
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant={triggerVariant}>
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent title={title} description={description}>
        <div className="space-y-4">
          <FormField label={noteLabel}>
            <Textarea rows={3} maxLength={maxLength} value={note} onChange={(e) => setNote(e.target.value)} />
          </FormField>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">{backLabel}</Button>
            </DialogClose>
            <Button variant={confirmVariant} disabled={pending} onClick={() => onConfirm(note, done)}>
              {confirmLabel}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
