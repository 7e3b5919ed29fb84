import type { HelpTopic } from './help-article';

export const APPROVALS: HelpTopic = {
  id: 'aprovacoes',
  title: 'Aprovações e orçamento',
  articles: [
    {
      id: 'quem-aprova',
      title: 'Quem aprova os pedidos',
      summary: 'Papéis da organização e como se aprova ou rejeita por item ou por fornecedor.',
      keywords: ['aprovar', 'aprovação', 'rejeitar', 'administrador', 'proprietário', 'membro', 'papel', 'pendente'],
      body: [
        'Cada pessoa tem um papel na organização: **Membro** compra (monta o carrinho e envia pedidos), **Administrador** também aprova pedidos e gerencia a equipe, e **Proprietário** pode tudo, inclusive as regras de aprovação, os orçamentos e a cobrança.',
        'Um pedido enviado fica aguardando aprovação. Em [Aprovações](/app/approvals) aparecem os pedidos que esperam por você e por quê. No pedido, cada fornecedor se aprova num só lugar, em **Aprovar etapa** (a etapa diz quem decide e por quê), com uma observação para quem fez o pedido; um item pode ser recusado sozinho. Quando todos os itens de um fornecedor foram decididos, a parte dele segue: os itens aprovados vão para o fornecedor; se nenhum foi aprovado, ela é retirada.',
        '**Ninguém aprova um pedido que fez** (segregação de funções). A exceção é a organização em que só uma pessoa pode aprovar: ali ela aprova os próprios pedidos, e a tela avisa isso.',
        'O pedido do proprietário (do carrinho ou da cotação que ele fecha com os vencedores) não espera por ele mesmo: é **aprovado na criação** e segue direto aos fornecedores, com a etapa "Aprovado na criação: pedido do dono" no pedido e na auditoria. Quem quiser que esses pedidos também passem pelas regras liga **Pedidos do dono também precisam de aprovação** em [Configurações › Aprovações](/app/settings/organization/approvals).',
      ],
    },
    {
      id: 'alcadas',
      title: 'Alçadas: regras de aprovação por valor',
      summary: 'Aprovação automática até um valor, um administrador, o proprietário ou dois aprovadores.',
      keywords: [
        'alçada',
        'alçadas',
        'regra',
        'regras',
        'valor',
        'limite',
        'automática',
        'dois aprovadores',
        'aprovação',
      ],
      body: [
        'O proprietário define regras, em ordem, sobre o valor de cada parte do pedido (a de um fornecedor) — e, se quiser, só para uma categoria ou um fornecedor. Por exemplo:',
        {
          list: [
            'até R$ 500,00: aprovado automaticamente;',
            'de R$ 500,01 até R$ 5.000,00: um administrador aprova;',
            'acima de R$ 5.000,00: o proprietário aprova, ou dois aprovadores em sequência.',
          ],
        },
        'As faixas são conferidas ao salvar: sem buracos, sem sobreposição e com valores positivos. Cada etapa registra quem decidiu, quando, a decisão e a observação.',
        'As regras têm versões: um pedido segue as regras em vigor quando foi feito, mesmo que elas mudem depois.',
      ],
    },
    {
      id: 'orcamentos',
      title: 'Orçamentos e centros de custo',
      summary: 'Orçamento mensal por centro de custo e categoria, comprometido e gasto.',
      keywords: [
        'orçamento',
        'orçamentos',
        'centro de custo',
        'centros de custo',
        'verba',
        'mensal',
        'gasto',
        'comprometido',
      ],
      body: [
        'A organização cria **centros de custo** (uma cozinha, uma loja, uma unidade) e cada membro tem o seu centro padrão. Cada centro de custo pode ter um **orçamento mensal**, geral ou por categoria.',
        'O valor **comprometido** é o de pedidos aprovados ainda não recebidos; o **gasto**, o que já foi recebido. O carrinho e a finalização do pedido mostram quanto resta. Um pedido que passa do orçamento é bloqueado ou vai para aprovação do proprietário, conforme a organização escolher.',
        'Os meses seguem o horário de Brasília (America/Sao_Paulo): um pedido das 23h59 do dia 31 conta no mês que termina.',
      ],
    },
    {
      id: 'registro-de-auditoria',
      title: 'Registro de auditoria',
      summary: 'Quem fez o quê: acessos, papéis, chaves, webhooks, aprovações, regras e orçamentos.',
      keywords: ['auditoria', 'log', 'registro', 'histórico', 'quem alterou', 'segurança'],
      body: [
        'A organização tem um registro de auditoria que só recebe entradas novas: acessos e tentativas falhas, mudanças de papel, convites, chaves de API criadas, trocadas ou revogadas, alterações e revelações de segredo de webhooks, integrações instaladas, decisões de aprovação, mudanças de regras e orçamentos, mudanças de plano, cancelamentos e respostas de fornecedores.',
        'Cada entrada diz quem agiu (uma pessoa, uma chave de API ou o sistema), o que mudou (antes e depois; segredos nunca), o IP, o navegador e a hora. Os proprietários filtram e exportam em CSV. As entradas são encadeadas por hash, então uma alteração ou exclusão indevida é detectada na verificação.',
        'O registro é guardado por 90 dias no plano Gratuito e por 2 anos no Pro.',
      ],
    },
  ],
};
