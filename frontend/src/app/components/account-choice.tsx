import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';

export interface AccountChoice {
  id: string;
  label: string;
  /** The account the person is in now: listed, not offered. */
  current?: boolean;
}

/**
 * A button into another account — a buyer organization, a supplier's portal: straight in when there is
 * one to go to, a list to choose from when there are several (a person may buy for two restaurants and
 * answer for a supplier).
 */
export function AccountChoiceButton({
  choices,
  title,
  pending,
  onChoose,
  className,
  children,
}: {
  choices: AccountChoice[];
  /** The list's heading, e.g. "Entrar no portal de qual fornecedor?" */
  title: string;
  pending: boolean;
  onChoose: (id: string) => void;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const others = choices.filter((choice) => !choice.current);
  if (others.length === 0) return null;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={className}
        disabled={pending}
        onClick={() => (choices.length === 1 ? onChoose(others[0]!.id) : setOpen(true))}
      >
        {children}
      </Button>
      {choices.length > 1 && (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent title={title}>
            <AccountChoiceList
              choices={choices}
              pending={pending}
              onChoose={(id) => {
                setOpen(false);
                onChoose(id);
              }}
            />
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}

/** The accounts to enter, one button each (long names wrap); the current one listed, not offered. */
export function AccountChoiceList({
  choices,
  pending,
  onChoose,
}: {
  choices: AccountChoice[];
  pending: boolean;
  onChoose: (id: string) => void;
}) {
  return (
    <ul className="space-y-2">
      {choices.map((choice) => (
        <li key={choice.id}>
          <Button
            className="h-auto w-full justify-start whitespace-normal py-2 text-left"
            variant="outline"
            disabled={pending || choice.current}
            onClick={() => onChoose(choice.id)}
          >
            {choice.label}
            {choice.current ? ' (atual)' : ''}
          </Button>
        </li>
      ))}
    </ul>
  );
}
