/**
 * What changed, newest first, in the customer's words (from the project's history). The SPA shows it at
 * /novidades; the build writes it to novidades.json, from which the worker serves the RSS feed at /rss.
 * No imports: vite.config.ts reads this file too.
 */
export type ChangelogEntry = {
  /** Its anchor on /novidades and its id in the feed: never change it once published. */
  id: string;
  title: string;
  items: readonly string[];
  /** Announced, not released yet: shown as "Em breve" and left out of the feed. */
  soon?: boolean;
};

export type ChangelogDay = { date: string; entries: readonly ChangelogEntry[] };

export const CHANGELOG: readonly ChangelogDay[] = [
  {
    date: '2026-11-25',
    entries: [
      {
        id: 'politica-de-compras',
        title: 'Alçadas de aprovação, orçamentos, auditoria e análise de gastos',
        soon: true,
        items: [
          'Regras de aprovação por valor, categoria ou fornecedor: aprovação automática de pedidos pequenos, um administrador, o proprietário ou dois aprovadores em sequência; ninguém aprova o próprio pedido.',
          'Centros de custo com orçamento mensal, o que resta no carrinho e na finalização do pedido, e bloqueio ou aprovação do proprietário ao passar do orçamento.',
          'Registro de auditoria encadeado por hash, com filtros e exportação em CSV.',
          'Análise de gastos por mês, fornecedor, categoria, centro de custo e pessoa, e o preço pago ao longo do tempo.',
        ],
      },
      {
        id: 'ajuda-termos-privacidade',
        title: 'Central de ajuda, termos de uso, política de privacidade e novidades',
        items: [
          'A [Central de ajuda](/ajuda) reúne como comprar, aprovar, fornecer, integrar e cuidar da conta, com busca que ignora acentos.',
          'Os [Termos de uso](/termos) e a [Política de privacidade](/privacidade) (LGPD) estão publicados.',
          'Esta página de novidades, também como feed RSS em /rss.',
        ],
      },
      {
        id: 'webhooks-segredo-proprio',
        title: 'Webhooks com o segredo que você escolher',
        items: [
          'Um webhook aceita um segredo próprio de 16 a 256 caracteres, usado como foi digitado para assinar as entregas; o segredo gerado (whsec_…) continua valendo.',
          'Mensagens de erro mais claras: "Token é obrigatório" nos links de e-mail sem token, e preços que arredondam para zero recebem a mensagem de preço.',
        ],
      },
      {
        id: 'caminho-do-comprador',
        title: 'Busca, listas de compras, pedido rápido e catálogo público',
        items: [
          'A busca encontra produtos sem se importar com acentos, plural ou erros de digitação, também pelo código (SKU ou GTIN), pelo fornecedor e pela categoria; categorias mostram quantos produtos têm na busca.',
          'Listas de compras da organização e "Pedir novamente" num pedido, com relatório de preços que mudaram e mínimos atualizados.',
          'Pedido rápido: cole linhas sku;quantidade ou envie um CSV do Excel.',
          'Exportação de pedidos e itens em CSV para a contabilidade.',
          'Quantidades abaixo do mínimo mostram o aviso no campo e nunca são trocadas em silêncio; o carrinho salva cada linha sozinho.',
          'Catálogo público em /catalogo: preços abertos, sem cadastro.',
          'No celular, o catálogo mostra a busca primeiro e os filtros num botão.',
        ],
      },
      {
        id: 'desempenho-dos-fornecedores',
        title: 'Desempenho dos fornecedores',
        items: [
          'Indicadores de cada fornecedor sobre os seus pedidos: atendimento, pontualidade, tempo para confirmar, recusas, ocorrências e créditos, em 30, 90 ou 365 dias, com gráficos.',
          'O fornecedor vê os próprios indicadores no portal.',
        ],
      },
      {
        id: 'entrega-com-nfe',
        title: 'Entregas com NF-e, recebimento e ocorrências',
        items: [
          'O fornecedor despacha remessas, inclusive parciais, com a chave da NF-e conferida; marca a entrega ou cancela o saldo com um motivo.',
          'O comprador recebe item a item (em ordem, avariado, faltante, item errado); cada divergência vira uma ocorrência que o fornecedor responde com crédito, reposição ou contestação.',
          'Conferência de três vias: pedido, nota e recebimento lado a lado, com as diferenças destacadas.',
        ],
      },
      {
        id: 'pedido-chega-ao-fornecedor',
        title: 'Endereços de entrega e regras de cada fornecedor',
        items: [
          'Endereços de entrega da organização, com o padrão definindo a cidade do catálogo.',
          'Na finalização, por fornecedor: data de entrega a partir do prazo, condição de pagamento e observações; o pedido mínimo e as cidades atendidas são conferidos.',
          'O comprador cancela a parte de um fornecedor, com um motivo depois que ele confirmou.',
          'Fornecedores mantêm o próprio catálogo, as chaves de API e acompanham o uso da API no portal.',
        ],
      },
    ],
  },
  {
    date: '2026-11-24',
    entries: [
      {
        id: 'portal-do-fornecedor',
        title: 'Pedidos numerados e o portal do fornecedor',
        items: [
          'Cada pedido ganha um número da organização ("Pedido nº 1042") e uma parte por fornecedor ("1042-1").',
          'O portal do fornecedor em /fornecedor: caixa de pedidos com não lidos, resposta item a item, data prometida, configurações, equipe e convites.',
          'A API de pedidos do fornecedor, com repetição segura (Idempotency-Key), e o PDF do pedido de compra.',
          'O sino de notificações avisa o comprador quando o fornecedor responde.',
        ],
      },
      {
        id: 'api-documentada',
        title: 'API inteira documentada e entregas que não se perdem',
        items: [
          'A documentação em /docs cobre toda a API (OpenAPI 3.1), com exemplos e todas as respostas.',
          'E-mails, webhooks e integrações saem na mesma transação da mudança que os causa: uma falha momentânea atrasa o envio, mas não o perde nem o duplica.',
        ],
      },
    ],
  },
  {
    date: '2026-11-22',
    entries: [
      {
        id: 'primeira-versao',
        title: 'Primeira versão da Abastece · Mercado',
        items: [
          'Contas com verificação de e-mail, entrada com senha, GitHub ou Google; organizações com CNPJ, membros, convites e papéis.',
          'Catálogo com filtros, carrinho por fornecedor com pedido mínimo, finalização do pedido e aprovação por item ou por fornecedor.',
          'Plataforma de integração de fornecedores: chaves de API, API de produtos com limite por minuto e relatório de uso.',
          'Leads, formulários, painel com indicadores, webhooks assinados e integrações com Slack, Discord, Zapier e Brevo.',
          'Planos Gratuito e Pro, com assinatura pelo Stripe.',
          'Console do operador da plataforma para fornecedores, categorias e produtos.',
        ],
      },
    ],
  },
];
