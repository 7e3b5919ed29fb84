import { Activity } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useHealth } from '../api/get-health';

export function SystemStatus() {
  const { data, isPending, isError } = useHealth();
  const healthy = data?.status === 'ok';
  return (
    <div className="flex items-center gap-2 text-sm" role="status" aria-live="polite">
      <Activity className="h-4 w-4 text-slate-500" aria-hidden />
      <span className="text-slate-600">Sistema:</span>
      {isPending ? (
        <span className="text-slate-500">verificando…</span>
      ) : (
        <Badge variant={healthy && !isError ? 'default' : 'destructive'} data-testid="system-status">
          {healthy && !isError ? 'Operacional' : 'Instável'}
        </Badge>
      )}
    </div>
  );
}
