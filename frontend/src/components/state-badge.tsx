import { Badge } from '@/components/ui/badge';
import type { StateWord, Tone } from '../../../functions/orders/state-vocabulary';

/** Each tone's colour: the same on every screen that shows an order, a line or a supplier's part. */
const VARIANT: Record<Tone, 'warning' | 'default' | 'success' | 'destructive'> = {
  waiting: 'warning',
  moving: 'default',
  done: 'success',
  stopped: 'destructive',
};

/** A state as the vocabulary words it (functions/orders/state-vocabulary.ts). */
export function StateBadge({ word, className }: { word: StateWord; className?: string }) {
  return (
    <Badge variant={VARIANT[word.tone]} className={className}>
      {word.label}
    </Badge>
  );
}
