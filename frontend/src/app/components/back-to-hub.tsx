import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';

/** The way back from leads, clients and tools to the place that groups them, off the main bar. */
export function BackToHub() {
  return (
    <Link to="/app/integracoes" className="mb-4 inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
      <ArrowLeft className="h-4 w-4" aria-hidden /> Integrações e vendas
    </Link>
  );
}
