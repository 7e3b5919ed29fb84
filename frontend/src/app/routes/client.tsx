import { Link, useParams } from 'react-router';
import { ClientCard } from '@/features/clients/components/clients-view';

export default function ClientPage() {
  const { id = '' } = useParams();
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <Link to="/app/clients" className="text-sm text-brand-700 hover:underline">
        ← Clientes
      </Link>
      <div className="mt-4">
        <ClientCard id={id} />
      </div>
    </main>
  );
}
