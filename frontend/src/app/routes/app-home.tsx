import { Link } from 'react-router';
import { ClipboardList, ShoppingCart, Store, Truck } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const AREAS = [
  { icon: Store, title: 'Catálogo', text: 'Produtos de fornecedores da sua cidade, por categoria, com preço e unidade.' },
  { icon: ShoppingCart, title: 'Carrinho', text: 'Monte o pedido com itens de vários fornecedores de uma vez.' },
  { icon: ClipboardList, title: 'Pedidos', text: 'Envie pedidos de compra e acompanhe a aprovação por fornecedor.' },
  { icon: Truck, title: 'Fornecedores', text: 'Fornecedores integram o catálogo pela API e acompanham o uso.' },
];

export default function AppHome() {
  return (
    <main className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">Bem-vindo ao Abastece</h1>
      <p className="mt-2 text-slate-600">
        Tudo o que seu negócio compra, num só lugar. <Link to="/app/dashboard" className="font-medium text-brand-700 hover:underline">Abrir o dashboard</Link>
      </p>
      <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {AREAS.map(({ icon: Icon, title, text }) => (
          <Card key={title}>
            <CardHeader>
              <Icon className="h-6 w-6 text-brand-700" aria-hidden />
              <CardTitle>{title}</CardTitle>
              <CardDescription>{text}</CardDescription>
            </CardHeader>
          </Card>
        ))}
      </div>
    </main>
  );
}
