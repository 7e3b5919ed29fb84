import { Button } from '@/components/ui/button';

export function PaginationBar({
  page,
  totalPages,
  total,
  onPage,
}: {
  page: number;
  totalPages: number;
  total: number;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return <p className="px-3 py-2 text-xs text-slate-500">{total} no total</p>;
  return (
    <nav aria-label="Paginação" className="flex items-center justify-between px-3 py-2 text-sm">
      <span className="text-slate-500">
        Página {page} de {totalPages} · {total} no total
      </span>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Anterior
        </Button>
        <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          Próxima
        </Button>
      </div>
    </nav>
  );
}
