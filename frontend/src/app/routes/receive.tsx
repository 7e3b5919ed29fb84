import { TitledPage } from '@/components/page-header';
import { ReceiveGoods } from '@/features/fulfilment/components/receive-goods';

/**
 * The only page allowed the camera (its own Permissions-Policy in dist/_headers, frontend/vite.config.ts):
 * links to it load the document anew so that policy applies (app-layout.tsx).
 */
export default function ReceivePage() {
  return (
    <TitledPage
      width="max-w-xl"
      title="Receber mercadoria"
      description="Leia o código de barras do DANFE ou digite a chave da NF-e: o pedido abre com o recebimento pronto."
    >
      <ReceiveGoods />
    </TitledPage>
  );
}
