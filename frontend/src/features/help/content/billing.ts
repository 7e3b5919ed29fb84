import type { HelpTopic } from './help-article';

export const BILLING: HelpTopic = {
  id: 'cobranca',
  title: 'Planos e cobrança',
  articles: [
    {
      id: 'planos',
      title: 'Planos Gratuito e Pro',
      summary: 'O que cada plano inclui e onde ver o uso.',
      keywords: [
        'plano',
        'planos',
        'gratuito',
        'free',
        'pro',
        'preço',
        'limite',
        'assentos',
        'pessoas',
        'teste',
        'uso',
      ],
      body: [
        'Toda organização nova testa o **Pro** por 3 dias, com lugar para 5 pessoas, para trazer o chef e quem mais compra logo na primeira hora. Sem assinatura, ela volta ao plano **Gratuito**, que tem lugar para 1 pessoa: quem foi convidado deixa a organização no fim do teste (os pedidos e cotações continuam nela) e os convites pendentes são cancelados; todos recebem um aviso por e-mail na véspera.',
        'Cotações, pedidos de compra e os documentos das notas não têm limite em nenhum plano. O **Pro** é cobrado por pessoa, mensal ou anual, amplia os limites de leads e formulários por mês e inclui suporte por chat e integrações avançadas. Os preços e limites atuais estão em [Planos](/app/upgrade).',
        'Em [Configurações → Cobrança](/app/settings/organization/billing) aparecem o plano, a situação da assinatura e o uso de cada recurso no ciclo, com a data da próxima renovação. Quando um limite é atingido, a ação é recusada com uma mensagem e os proprietários recebem um e-mail.',
        'Comprar dos fornecedores não depende do plano: os produtos são pagos diretamente ao fornecedor.',
      ],
    },
    {
      id: 'assinatura',
      title: 'Assinar, mudar ou cancelar o Pro',
      summary: 'Pagamento pelo Stripe, portal de cobrança e cancelamento.',
      keywords: ['assinar', 'assinatura', 'cartão', 'stripe', 'cancelar', 'fatura', 'nota', 'cobrança', 'upgrade'],
      body: [
        'Proprietários e administradores assinam em [Planos](/app/upgrade): o pagamento é feito na página do **Stripe**, nosso processador de pagamentos — a Abastece não vê nem guarda o número do cartão.',
        '"Gerenciar cobrança" abre o portal do Stripe (cartão, faturas, dados de cobrança). "Cancelar" pede confirmação e encerra a assinatura no fim do período já pago; depois disso a organização volta ao Gratuito.',
      ],
    },
  ],
};
