import { Link } from 'react-router';
import { BrandMark } from '@/components/brand-mark';
import { ApiReference } from '@/features/api-docs/components/api-reference';

export default function DocsPage() {
  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-4">
          <BrandMark />
          <Link to="/auth" className="text-sm font-medium text-brand-700 hover:underline">
            Entrar
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-10">
        <ApiReference />
      </main>
    </div>
  );
}
