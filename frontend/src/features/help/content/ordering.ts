import type { HelpTopic } from './help-article';

export const ORDERING: HelpTopic = {
  id: 'como-comprar',
  title: 'Como comprar',
  articles: [
    {
      id: 'catalogo',
      title: 'Encontrar produtos no catálogo',
      summary: 'Busca, categorias, fornecedor, cidade de entrega, preço e estoque.',
      keywords: ['buscar', 'pesquisar', 'produto', 'filtro', 'categoria', 'código', 'sku', 'cidade'],
      body: [
        'O [catálogo](/app) mostra os produtos dos fornecedores que entregam na sua cidade. A busca procura no nome, no código (SKU ou GTIN), na descrição, no fornecedor e na categoria, sem se importar com acentos; se nada corresponder ao que foi digitado, ela mostra produtos parecidos e avisa que são aproximações.',
        {
          list: [
            '**Cidade de entrega:** começa pela cidade do endereço padrão da organização; escolha outra ou "Todas as cidades".',
            '**Filtros:** categoria (com quantos produtos cada uma tem na busca atual), fornecedor, faixa de preço, só em estoque e ordenação. Eles ficam no endereço da página, então um link copiado abre com os mesmos filtros.',
            '**Quantidade:** cada produto tem um pedido mínimo; o campo começa nele e avisa quando o número digitado está abaixo.',
          ],
        },
        'Sem conta, dá para ver preços no [catálogo público](/catalogo); para comprar, entre ou crie a conta do seu negócio.',
      ],
    },
    {
      id: 'carrinho',
      title: 'Carrinho e pedido mínimo do fornecedor',
      summary: 'Itens agrupados por fornecedor, subtotais, mínimo de cada fornecedor e avisos.',
      keywords: ['carrinho', 'quantidade', 'mínimo', 'subtotal', 'prazo'],
      body: [
        'O [carrinho](/app/cart) é seu (cada pessoa tem o próprio, em cada organização) e agrupa os itens por fornecedor, com subtotal por fornecedor e total geral. Uma quantidade digitada é salva sozinha, linha por linha ("Salvando…", "Salvo").',
        'Cada fornecedor informa um **valor mínimo de pedido**, um **prazo de entrega** e as **condições de pagamento** que aceita. O carrinho avisa quando falta valor para o mínimo ou quando o fornecedor não atende a cidade do seu endereço padrão.',
      ],
    },
    {
      id: 'listas',
      title: 'Listas de compras e "Pedir novamente"',
      summary: 'Listas compartilhadas pela organização e repetição de pedidos anteriores.',
      keywords: ['lista', 'listas', 'repetir', 'pedir novamente', 'recorrente', 'favoritos'],
      body: [
        'Em [Listas](/app/listas) a organização guarda as compras que se repetem. As listas são de todos os membros: qualquer um cria, renomeia, altera ou exclui. Na página de um produto, "Adicionar à lista" põe o produto numa lista existente ou numa nova.',
        '"Adicionar tudo ao carrinho" (numa lista) e "Pedir novamente" (num pedido) colocam os produtos no carrinho com os **preços de hoje**. Antes de abrir o carrinho aparece um relatório: preços que mudaram, quantidades elevadas ao mínimo atual e produtos que ficaram de fora, com o motivo. Um pedido também pode virar lista com "Salvar como lista".',
      ],
    },
    {
      id: 'pedido-rapido',
      title: 'Pedido rápido: colar linhas ou enviar um CSV',
      summary: 'Monte o carrinho a partir da lista do WhatsApp ou de códigos e quantidades de uma planilha.',
      keywords: ['pedido rápido', 'whatsapp', 'lista', 'csv', 'planilha', 'excel', 'colar', 'sku', 'importar'],
      body: [
        'Em [Pedido rápido](/app/pedido-rapido) (também no título do carrinho), cole a lista como ela veio no WhatsApp — uma linha por item, como "10 kg tomate", "2 cx leite integral" ou "tomate italiano 10" — ou linhas no formato `sku;quantidade` de uma planilha, ou envie um arquivo CSV (UTF-8 ou o "CSV (separado por vírgulas)" do Excel). Os dois jeitos podem vir misturados; marcadores, numeração e emojis são ignorados.',
        {
          steps: [
            'Clique em "Conferir": cada linha aparece como foi escrita, com o produto encontrado e a situação — encontrado, escolha o produto ou o fornecedor, não encontrado ou não entendida, com o motivo. Os produtos procurados pelo nome são os dos fornecedores que entregam na cidade do seu endereço padrão; se nenhum entrega, aparece "não entrega em …".',
            'Escolha o produto onde for preciso e confira os avisos: unidade diferente da escrita (por exemplo, "Pedido em cx; este produto é vendido por L"), quantidade arredondada para um número inteiro e quantidades abaixo do mínimo.',
            'Clique em "Adicionar N itens ao carrinho". Nada vai para o carrinho antes disso; o que entrou e o que mudou aparece num aviso.',
          ],
        },
        'São aceitas até 500 linhas por vez.',
      ],
    },
    {
      id: 'finalizar-pedido',
      title: 'Finalizar o pedido',
      summary: 'Endereço de entrega, data, condição de pagamento e observações por fornecedor.',
      keywords: ['checkout', 'finalizar', 'enviar pedido', 'pagamento', 'boleto', 'prazo', 'entrega', 'data'],
      body: [
        'Em "Finalizar pedido", escolha o **endereço de entrega** e, para cada fornecedor, a **data de entrega** (a partir do prazo dele), uma das **condições de pagamento** que ele aceita e observações. Um fornecedor abaixo do mínimo impede o envio até o carrinho ser ajustado.',
        'O pedido recebe um número da sua organização ("Pedido nº 1042") e é dividido em uma parte por fornecedor ("1042-1", "1042-2"). Cada parte segue o próprio caminho: aprovação, envio ao fornecedor, confirmação, entrega.',
        'O pagamento é combinado diretamente com o fornecedor, na condição escolhida; a Abastece não cobra pelos produtos.',
      ],
    },
    {
      id: 'enderecos',
      title: 'Endereços de entrega',
      summary: 'Cadastre os endereços da organização e escolha o padrão.',
      keywords: ['endereço', 'cep', 'entrega', 'cidade', 'padrão'],
      body: [
        'Em [Configurações → Endereços](/app/settings/organization/addresses) cadastre os locais de entrega (CEP, cidade atendida pela plataforma, rua, número, complemento, bairro e um nome). O endereço padrão define a cidade do catálogo e vem escolhido ao finalizar pedidos. Cada pedido guarda uma cópia do endereço usado, então mudar o cadastro depois não altera pedidos já feitos.',
      ],
    },
    {
      id: 'acompanhar-pedido',
      title: 'Acompanhar, cancelar e exportar pedidos',
      summary: 'Situação de cada fornecedor, linha do tempo, PDF, cancelamento e CSV.',
      keywords: ['pedido', 'status', 'cancelar', 'pdf', 'exportar', 'csv', 'contador', 'histórico'],
      body: [
        'Em [Pedidos](/app/orders) cada pedido mostra, por fornecedor, a resposta dele a cada item e uma linha do tempo: enviado, confirmado com a data prometida, itens recusados com o motivo, despachado, recebido, ocorrências. O pedido de compra de cada fornecedor pode ser baixado em PDF.',
        'Administradores e proprietários cancelam o pedido inteiro ou a parte de um fornecedor enquanto ela ainda pode ser cancelada (depois que o fornecedor confirmou, com um motivo, que ele recebe).',
        'Para a contabilidade, "Exportar pedidos (CSV)" e "Exportar itens (CSV)" baixam a aba atual em CSV no formato do Excel brasileiro (";" e vírgula decimal).',
      ],
    },
    {
      id: 'receber-entrega',
      title: 'Receber a entrega e abrir ocorrências',
      summary: 'Conferência por item, avarias e faltas, resposta do fornecedor.',
      keywords: [
        'receber',
        'recebimento',
        'conferência',
        'avaria',
        'avariado',
        'faltante',
        'item errado',
        'ocorrência',
        'nf-e',
        'nota fiscal',
      ],
      body: [
        'Quando o fornecedor despacha uma remessa, ela aparece no pedido com a NF-e. Em "Receber", informe por item quantas unidades chegaram em ordem e a condição — em ordem, avariado, faltante ou item errado — com uma observação. Cada divergência abre uma **ocorrência** para o fornecedor.',
        'O fornecedor responde com crédito, reposição (numa nova NF-e) ou contestação. Administradores aceitam a resposta ("Aceitar resposta") ou reabrem a ocorrência com um motivo ("Reabrir").',
        'A **conferência de três vias** do pedido compara, por item, o pedido (aceito), a nota (faturado) e o recebido, e destaca as diferenças.',
      ],
    },
  ],
};
