import type { HelpTopic } from './help-article';

export const SUPPLIERS: HelpTopic = {
  id: 'fornecedores',
  title: 'Para fornecedores',
  articles: [
    {
      id: 'portal-do-fornecedor',
      title: 'O portal do fornecedor',
      summary: 'Caixa de pedidos, equipe, configurações e como entrar.',
      keywords: ['portal', 'fornecedor', 'vendedor', 'convite', 'equipe', 'configurações', 'pedido mínimo'],
      body: [
        'O operador da plataforma cadastra o fornecedor e convida as primeiras pessoas (administrador ou equipe). Com o convite aceito, o [portal do fornecedor](/fornecedor) mostra a caixa de pedidos por situação, com contagens e não lidos.',
        {
          list: [
            '**Configurações** (administradores): e-mail que recebe os pedidos, valor mínimo, prazo de entrega, condições de pagamento e cidades atendidas.',
            '**Equipe:** pessoas e convites.',
            '**Produtos:** o catálogo do próprio fornecedor — busca, inclusão, edição, preço, estoque e remoção.',
          ],
        },
        'Cada pedido aprovado chega também por e-mail, com o PDF do pedido de compra.',
      ],
    },
    {
      id: 'confirmar-pedido',
      title: 'Confirmar ou recusar um pedido',
      summary: 'Responda cada item: aceito, aceito com menos unidades ou recusado com motivo.',
      keywords: ['confirmar', 'aceitar', 'recusar', 'data prometida', 'resposta', 'pedido'],
      body: [
        'Abra o pedido no portal e responda **cada item**: aceito, aceito com menos unidades, ou recusado com um motivo e uma observação. Informe a **data prometida** de entrega. O comprador é avisado no sino e por e-mail.',
        'A mesma resposta pode ser dada pela [API do fornecedor](/ajuda#api-do-fornecedor).',
      ],
    },
    {
      id: 'remessas-nfe',
      title: 'Despachar remessas com NF-e',
      summary: 'Remessas parciais, chave da NF-e conferida, entrega e saldo cancelado.',
      keywords: [
        'remessa',
        'despachar',
        'envio',
        'nf-e',
        'nfe',
        'nota fiscal',
        'chave',
        'transportadora',
        'parcial',
        'saldo',
      ],
      body: [
        '"Despachar remessa" pede as unidades de cada item (já preenchidas com o que falta), a **chave da NF-e** com número, série e valor, e opcionalmente transportadora, código de rastreio e previsão de entrega. Pode haver várias remessas parciais, nunca além do que foi aceito.',
        'A chave de 44 dígitos é conferida: UF, ano e mês, CNPJ do emitente (deve ser o do fornecedor), modelo 55 ou 65, tipo de emissão e dígito verificador. Uma chave já usada é recusada.',
        'Depois, "Marcar entregue". Se o restante não vai ser entregue, "Cancelar saldo" com um motivo encerra o pedido pendente.',
      ],
    },
    {
      id: 'ocorrencias',
      title: 'Recebimento e ocorrências',
      summary: 'O que o comprador informa ao receber e como responder a uma ocorrência.',
      keywords: ['ocorrência', 'incidente', 'avaria', 'falta', 'crédito', 'reposição', 'contestação', 'recebimento'],
      body: [
        'O comprador confere cada remessa. Item avariado, faltante ou errado abre uma ocorrência, que chega ao sino do portal. Em "Responder", ofereça **crédito** (com o valor), **reposição** (uma nova remessa com a sua NF-e) ou **contestação**, com uma observação.',
        'O comprador aceita a resposta ou reabre a ocorrência com um motivo, que aparece para você antes de responder de novo.',
      ],
    },
    {
      id: 'desempenho',
      title: 'Indicadores de desempenho (scorecard)',
      summary: 'Atendimento, pontualidade, tempo para confirmar, recusas, ocorrências e créditos.',
      keywords: ['desempenho', 'scorecard', 'indicador', 'pontualidade', 'atendimento', 'fill rate', 'nota'],
      body: [
        'Os indicadores são calculados sobre os pedidos em 30, 90 ou 365 dias: **taxa de atendimento** (unidades recebidas em ordem sobre as pedidas), **pontualidade** (pedidos recebidos até a data prometida), **tempo mediano para confirmar**, **taxa de recusa**, **taxa de ocorrências** e **créditos concedidos**, com um gráfico por semana ou por mês.',
        'O fornecedor vê os seus em [Desempenho](/fornecedor/desempenho), sobre todos os compradores. O comprador vê os de cada fornecedor sobre os próprios pedidos em [Desempenho dos fornecedores](/app/scorecards); três deles aparecem na página do fornecedor no catálogo.',
      ],
    },
  ],
};
