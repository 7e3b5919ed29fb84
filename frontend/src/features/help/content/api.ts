import type { HelpTopic } from './help-article';

export const API: HelpTopic = {
  id: 'api-e-integracoes',
  title: 'API e integrações',
  articles: [
    {
      id: 'chaves-de-api',
      title: 'Chaves de API da organização',
      summary: 'Chaves ak_ para enviar formulários do seu site como leads.',
      keywords: ['chave', 'api', 'api key', 'ak_', 'token', 'formulário', 'lead', 'integração', 'idempotency'],
      body: [
        'Em [Configurações → Chaves de API](/app/settings/organization/api-keys), administradores criam chaves da organização (começam com `ak_`). A chave aparece **uma única vez**, ao ser criada: guarde-a num cofre de senhas. Ela pode ter validade e ser desativada ou excluída a qualquer momento.',
        'Com o cabeçalho `x-api-key: ak_…`, um formulário do seu site envia `POST /api/v1/submissions`, que encontra o lead pelo e-mail ou o cria. Exemplos na [documentação da API](/docs).',
        'Finalizar o carrinho (`POST /api/v1/purchase-orders`) e fechar uma cotação com os vencedores (`POST /api/v1/quotes/{id}/award`) aceitam `Idempotency-Key`: repetir a chamada com a mesma chave (resposta perdida, clique duplo) devolve a primeira resposta, com o mesmo pedido, sem criar outro; a mesma chave em outra chamada responde 409.',
      ],
    },
    {
      id: 'api-do-fornecedor',
      title: 'API do fornecedor',
      summary: 'Chaves sk_, produtos, pedidos, remessas e limite de 120 chamadas por minuto.',
      keywords: [
        'api',
        'fornecedor',
        'sk_',
        'chave',
        'integração',
        'erp',
        'produtos',
        'pedidos',
        'limite',
        'rate limit',
        'idempotency',
      ],
      body: [
        'O sistema do fornecedor (ERP, loja, planilha automatizada) usa chaves `sk_`, criadas pelos administradores do fornecedor em [API](/fornecedor/api) ou pelo operador da plataforma. A chave aparece uma vez; pode ser trocada (a anterior deixa de valer), desativada e excluída.',
        {
          list: [
            '**Produtos:** listar, buscar, criar, alterar e remover os próprios produtos (`/api/v1/supplier/products`).',
            '**Pedidos:** listar por cursor e `updatedSince`, ler, confirmar item a item, despachar remessas com NF-e, marcar entregue, cancelar saldo e responder ocorrências (`/api/v1/supplier/orders`). Os POSTs aceitam `Idempotency-Key`: repetir a mesma chamada não duplica nada.',
            '**Limite:** 120 chamadas por minuto por chave, informado nos cabeçalhos `X-RateLimit-*`; acima dele, 429 com `Retry-After`.',
          ],
        },
        'Cada chamada fica registrada: o uso por dia, por endpoint, a taxa de sucesso e as últimas chamadas estão em [Uso da API](/fornecedor/api/uso). A referência completa está na [documentação da API](/docs).',
      ],
    },
    {
      id: 'webhooks',
      title: 'Webhooks: assinatura e novas tentativas',
      summary: 'Receba eventos no seu sistema, assinados, com novas tentativas em caso de falha.',
      keywords: [
        'webhook',
        'webhooks',
        'evento',
        'assinatura',
        'segredo',
        'secret',
        'whsec',
        'hmac',
        'retry',
        'tentativas',
      ],
      body: [
        'Administradores da organização cadastram webhooks em [Integrações e vendas › Webhooks](/app/tools?aba=webhooks) (eventos de leads, formulários e pedidos); os do fornecedor, em [Integrações](/fornecedor/integracoes) (pedido enviado ou cancelado, remessa despachada ou entregue, ocorrências). O endereço precisa ser `https://` e público.',
        '**Assinatura.** Cada entrega segue o padrão Standard Webhooks: cabeçalhos `webhook-id`, `webhook-timestamp` e `webhook-signature` (HMAC-SHA256, versão `v1`). O segredo pode ser gerado pela plataforma (`whsec_…`, e então a chave é o valor em base64 depois do prefixo) ou escolhido por você, com 16 a 256 caracteres (a chave são os próprios caracteres, em UTF-8). Confira a assinatura e recuse entregas com horário muito antigo.',
        '**Novas tentativas.** Uma entrega que falha é tentada de novo com intervalos crescentes, até 6 tentativas; cada tentativa fica no histórico do webhook com o código de resposta e a duração. Uma resposta 410 desativa o webhook na hora; 10 falhas seguidas também, e o proprietário recebe um e-mail. Redirecionamentos não são seguidos.',
        'O botão "Testar" envia um evento de teste, e o histórico mostra cada entrega com as suas tentativas. Guarde o segredo ao criar o webhook; nos webhooks da organização, administradores podem revelá-lo de novo.',
      ],
    },
    {
      id: 'integracoes',
      title: 'Integrações prontas',
      summary: 'Slack, Discord, Zapier/Make/n8n e Brevo.',
      keywords: ['integração', 'slack', 'discord', 'zapier', 'make', 'n8n', 'brevo', 'notificação'],
      body: [
        'Em [Integrações e vendas › Integrações](/app/tools), administradores instalam integrações: avisos no **Slack** ou no **Discord**, um gancho do **Zapier, Make ou n8n** (o evento em JSON) e o **Brevo** (cada lead novo entra numa lista). As credenciais ficam criptografadas e aparecem só pelos últimos 4 caracteres.',
      ],
    },
  ],
};
