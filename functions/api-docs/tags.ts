/**
 * The API's areas as the document lists them (`tags`): the name each route gives with `area()`, and
 * the rules its operations share that no single operation says (who may call, limits, messages
 * quoted as the API sends them, headers, what is never returned). They live here, beside the routes'
 * own descriptions, so no hand-kept overview has to repeat the API. The in-app docs page renders
 * the Markdown they use: a first sentence, then `- ` bullets with `code` and **bold**.
 */
export interface Tag {
  name: string;
  description: string;
}

const tag = (name: string, summary: string, ...rules: string[]): Tag => ({
  name,
  description: [summary, ...(rules.length ? ['', ...rules.map((rule) => `- ${rule}`)] : [])].join('\n'),
});

export const TAGS: Tag[] = [
  tag('Saúde', 'Se a API e o banco respondem.'),
  tag(
    'Autenticação',
    'Cadastro, entrada por senha ou Google/GitHub, sessão, senha e e-mail.',
    'Limites contra força bruta, contados no PostgreSQL e conferidos antes de qualquer bcrypt ou e-mail: entrada por senha, 10 tentativas por conta e 30 por IP a cada 15 minutos; cadastro, 10 por IP por hora; `forgot-password`, 5 por conta e 10 por IP por hora. Acima deles: 429 `TOO_MANY_REQUESTS` com `Retry-After`.',
  ),
  tag('Conta', 'Contas de login vinculadas (Google, GitHub).'),
  tag(
    'Organização',
    'A organização ativa: dados, CNPJ, painel e primeiros passos.',
    '`GET /organization/stats`: leads, envios de formulário, pedidos, gasto e comprometido dos últimos 30 dias de São Paulo (hoje incluído) contra os 30 anteriores; gasto e comprometido como na análise de gastos.',
    '`GET /organization/onboarding`: três passos até o primeiro pedido (endereço, equipe, pedido), os que `completed` e `total` contam, e três seguintes (logo, uma integração ativa, um plano pago).',
  ),
  tag(
    'Membros',
    'Pessoas da organização e seus papéis.',
    'Qualquer membro vê a lista; só o proprietário e os administradores mudam papéis e removem membros.',
  ),
  tag(
    'Convites',
    'Convites por e-mail para entrar na organização.',
    'O proprietário e os administradores listam, convidam e cancelam.',
    'Cada convite pendente e não expirado ocupa um assento do plano, como cada membro (veja Planos).',
  ),
  tag(
    'Chaves de API',
    'Chaves da organização (ak_…) para integrações e formulários.',
    'Só o proprietário e os administradores as veem e gerenciam.',
    'Guardamos só o hash e a prévia da chave.',
    'A chave vai no cabeçalho `x-api-key` e hoje serve para `POST /submissions` (os formulários do site).',
  ),
  tag(
    'Usuário',
    'O próprio perfil e as organizações de quem está conectado.',
    '`GET /user/data-export` responde com `Content-Disposition: attachment; filename="abastece-meus-dados-AAAA-MM-DD.json"` (o dia de São Paulo) e `Cache-Control: no-store`; o arquivo tem `format: "abastece.user-data/1"` e nunca traz hash de senha, token, chave ou hash de chave, segredo de webhook, valor selado, id de sessão ou hash da auditoria.',
    'A exportação fica registrada como `user.data_exported` no registro de auditoria de cada organização da pessoa (ou no da plataforma, para quem não tem nenhuma) antes de o arquivo sair.',
    '`DELETE /user/{id}`: o id de outra pessoa é 404 antes de o corpo ser lido; o `email` é comparado sem diferenciar maiúsculas, e outro responde 400 "O e-mail digitado não é o da sua conta". O dono que precisa excluir organizações antes recebe 409 "Você é o único dono de X: exclua a organização antes de excluir sua conta (a propriedade ainda não pode ser passada a outro membro)", com todas elas nomeadas ("exclua as organizações" quando são várias). Excluída, a resposta é 200 "Conta excluída com sucesso" e o cookie de sessão é apagado.',
  ),
  tag('Sessões', 'Sessões abertas de quem está conectado.'),
  tag(
    'Fornecedores',
    'Catálogo de fornecedores e cidades atendidas (escrita só do operador).',
    'As pessoas de um fornecedor: o operador as convida como `admin` ou `staff` (`POST /suppliers/{id}/people`); a pessoa convidada aceita em `/supplier-invitation/{id}` (Portal do fornecedor) e passa a atuar pelo fornecedor com `POST /auth/set-active-supplier`.',
  ),
  tag(
    'Cidades',
    'As cidades da plataforma, ativas ou não, com quantos fornecedores as atendem e quantas organizações têm endereço nelas (só o operador).',
    'Quem não é o operador é recusado antes de o corpo ser lido: sem sessão 401 `UNAUTHORIZED` "Authentication required", qualquer outra pessoa 401 `NOT_ALLOWED` "Not allowed" (as mensagens da especificação para o operador).',
    'A UF é a sigla de um dos 27 estados; o código IBGE tem 7 dígitos e começa pelo código da UF (35 para SP). Fora disso: 400 no campo.',
    'Nome e UF já cadastrados, ou um código IBGE de outra cidade: 409. Uma cidade em uso não é excluída (409): desative-a; `GET /suppliers/cities` só oferece as ativas.',
    'Cada mudança fica no registro de auditoria da plataforma (`city.created`, `city.updated`, `city.deleted`).',
  ),
  tag(
    'Fornecedores próprios',
    'Os fornecedores de quem a organização já compra (o box da CEASA, o açougue de sempre) e a lista de preços que ela mantém para cada um.',
    'Todo membro lê; só o proprietário e os administradores cadastram, alteram e removem (403 antes de o corpo ser lido).',
    'Um fornecedor próprio é privado da organização: nenhuma outra o vê, nem seus produtos ou preços; o id de um que ela não cadastrou responde 404. O mesmo CNPJ cadastrado por duas organizações é um só fornecedor com duas listas de preços, e cada uma só vê o nome, o contato, as condições e os preços que ela mesma guardou.',
    'Um CNPJ de fornecedor do marketplace responde 409 "Este CNPJ já é de um fornecedor do Abastece: <nome>." com o id do fornecedor em `details` (`path` `supplier_id`): a organização compra dele pelo catálogo.',
    'Cada preço definido ou alterado fica no histórico com quem o mudou (`GET …/price-changes`); um preço novo vale para os próximos pedidos. Uma mudança feita pelo fornecedor avisa o proprietário e os administradores.',
    'Cadastros, alterações, remoções e importações ficam no registro de auditoria da organização (`own_supplier.added`, `own_supplier.updated`, `own_supplier.removed`, `price_list.imported`).',
  ),
  tag(
    'Categorias',
    'Categorias de produto (escrita só do operador).',
    '`/categorys` é o caminho da especificação; `/categories` responde o mesmo, operação por operação.',
  ),
  tag(
    'Produtos',
    'Catálogo de produtos (escrita só do operador).',
    'Todo produto tem `sku`, o código do fornecedor: de 1 a 40 caracteres (letras, números, `.`, `-`, `_` e `/`, começando por letra ou número), único entre os produtos ativos do fornecedor sem diferenciar maiúsculas; criado sem ele, recebe um como `SKU-000123`. E `gtin`: GTIN/EAN-8, 12, 13 ou 14 com o dígito verificador conferido, ou null.',
    'A busca (`search`) é a mesma aqui, na API do fornecedor (`GET /supplier/products?search=`) e no portal do fornecedor.',
  ),
  tag(
    'Carrinho',
    'O carrinho de quem está conectado: um por pessoa e organização ativa.',
    '`summary.suppliers[]` antecipa, por fornecedor, o que o checkout confere (pedido mínimo, prazo, formas de pagamento, cidade atendida pelo endereço padrão), com `warnings` para o que impediria o pedido.',
    'Pedido rápido em dois passos: `POST /cart/quick-order/preview` confere o texto colado (ou um CSV) sem gravar nada; `POST /cart/quick-order` põe as linhas escolhidas no carrinho pelo mesmo preenchimento de "Pedir novamente" e das listas de compras, numa transação.',
  ),
  tag(
    'Listas de compras',
    'Listas de compras da organização, compartilhadas: qualquer membro cria, renomeia, muda ou exclui qualquer lista.',
    'Uma quantidade abaixo do mínimo do produto responde 400 "A quantidade mínima para este produto é 5 kg" (com o mínimo e a unidade do produto).',
    '`POST /shopping-lists/{id}/add-to-cart` responde o mesmo relatório de "Pedir novamente", com `priceChanges` sempre vazio: uma lista não guarda preço.',
    'A lista de outra organização responde 404 "Lista de compras não encontrada"; um id malformado, 400 "ID de lista inválido" ou "ID de item da lista inválido".',
  ),
  tag(
    'Endereços de entrega',
    'Onde a organização recebe as mercadorias (CEP, cidade da plataforma, padrão).',
    'Todos os membros leem (o checkout usa); só o proprietário e os administradores cadastram, alteram e excluem.',
    'Há sempre um padrão: `isDefault: true` o passa para outro endereço; desmarcar o padrão responde 400 "Escolha outro endereço como padrão em vez de desmarcar este"; excluído o padrão, o mais antigo que resta assume.',
    'Uma cidade fora da plataforma responde 400 "Cidade não atendida pela plataforma".',
  ),
  tag(
    'Pedidos',
    'Pedidos de compra da organização: finalizar o carrinho, aprovar, rejeitar, receber.',
    'Finalizar (`POST /purchase-orders`) numera o pedido na organização e o divide em um pedido por fornecedor (`1042-1`, `1042-2`…). Cada item de `suppliers[]` é conferido contra o pedido mínimo, o prazo, as formas de pagamento e as cidades atendidas do fornecedor; o endereço (sem `deliveryAddressId`, o padrão) fica copiado no pedido ao fornecedor. Centro de custo e orçamento: veja Orçamentos.',
    'Finalizar aceita `Idempotency-Key`: repetir a chamada com a mesma chave (resposta perdida, toque duplo) devolve a primeira resposta, com o mesmo pedido, em vez de "Seu carrinho está vazio"; a mesma chave em outra rota responde 409. Fechar uma cotação com os vencedores segue a mesma regra (veja Cotações).',
    'Qualquer membro lista, vê, finaliza, pede novamente, exporta e recebe remessas; o proprietário e os administradores veem as contagens (`/stats`), decidem aprovações, mudam o status e os itens, cancelam a parte de um fornecedor e resolvem ou reabrem ocorrências; só quem fez o pedido o remove.',
    'A lista pagina com `pagination: { page, limit, total, pages }` (`pages`, da especificação, onde as outras listas dizem `totalPages`).',
    'Cada pedido ao fornecedor de `GET /purchase-orders/{id}` traz a linha do tempo, as `actions` que o comprador pode fazer agora, `approval: { steps[], can_decide, sole_decider }`, `shipments`, `incidents` e a conferência de três vias (`three_way`: por linha pedido, aceito, enviado, cancelado, recebido em ordem e divergente; valores aceito, faturado e recebido).',
    'Aprovar uma parte: o 403 diz quem pode decidir, como "Só o dono da organização pode decidir esta etapa da aprovação" ou "Quem fez o pedido não pode aprová-lo".',
    'Ao reabrir uma ocorrência, o motivo fica em `reopenNote`, que o fornecedor lê antes de responder de novo.',
    'As exportações respondem `text/csv; charset=utf-8` com `Content-Disposition: attachment; filename="pedidos-AAAA-MM-DD.csv"` (ou `pedidos-itens-AAAA-MM-DD.csv`). O status da linha é Pendente, Aprovado, Recusado na aprovação, Cancelado, Confirmado pelo fornecedor, Confirmado em parte (8 de 10) ou Recusado pelo fornecedor.',
  ),
  tag(
    'Aprovações',
    'As alçadas: as regras de aprovação da organização e a caixa de quem decide.',
    'Qualquer membro lê as regras em vigor: cada uma na ordem de avaliação, com um `label` em português ("Acima de R$ 500,00: dono"); `version` é null antes do primeiro salvamento; `deciders` conta quem pode decidir e `soleApprover` diz a exceção de quando só uma pessoa pode.',
    '`ownerOrdersNeedApproval` (padrão false): desligado, um pedido feito pelo dono, ou a cotação que ele fecha com os vencedores, é aprovado na criação (uma etapa do sistema, "Aprovado na criação: pedido do dono", na linha do tempo e na auditoria) e segue aos fornecedores; ligado, passa pelas regras. Salvo com as regras, em `PUT /approval-rules`; a mudança entra na auditoria.',
    'Só o proprietário salva, e o papel é conferido antes do corpo: outro papel recebe 403 "Só o dono da organização altera as regras de aprovação". A lista inteira vira a próxima versão, na mesma transação que a entrada `approval_rules.changed` da auditoria.',
    'Uma lista inválida responde 400 em português, nomeando a regra ("Regra 2: falta uma faixa de R$ 500,00 a R$ 1.000,00"): buracos, sobreposições, nenhuma faixa sem teto, teto que não é positivo, nenhuma regra geral, mais de 3 aprovadores ou de 30 regras, fornecedor ou categoria desconhecidos.',
    '`GET /approvals/pending` traz, para cada parte, a etapa (n de m) e por que ela existe, como "Acima de R$ 500,00: dono" ou o motivo do orçamento.',
    '`POST /approvals/decisions` é do proprietário e dos administradores. Quem fez cada pedido decidido recebe um e-mail (se não o desligou) e um aviso no sino; a resposta diz `decided` e `failed` (status e mensagem) por pedido, e a falha de um pedido fica ali, nunca um 500 depois de outros decididos; um pedido desconhecido é "Pedido não encontrado".',
  ),
  tag(
    'Orçamentos',
    'Centros de custo e orçamentos mensais da organização, e o que o checkout faz quando um pedido passa do orçamento.',
    'Qualquer membro lê os centros de custo, os orçamentos, a política e o que resta; o proprietário e os administradores definem o centro padrão de um membro; só o proprietário cria, altera e exclui centros e orçamentos e escolhe a política.',
    'Um orçamento por centro de custo e categoria (sem categoria, é o geral do centro): outro igual responde 409 "Este centro de custo já tem um orçamento para esta categoria". Um nome de centro já usado, sem diferenciar maiúsculas, responde 409 "Já existe um centro de custo com este nome".',
    'Os meses são os de São Paulo. `GET /budgets/remaining` mostra também quanto do carrinho de quem pergunta cai em cada orçamento (`cartAmount`) e se passaria do que resta (`overWithCart`).',
    'No checkout, `costCentreId` ausente usa o padrão de quem compra, null não usa nenhum, e um de outra organização responde 400 "Centro de custo inválido". Acima do orçamento, a política `escalate` acrescenta ao pedido ao fornecedor uma etapa do dono com o motivo e `block` responde 400 com ele: "Acima do orçamento de Cozinha (mês de novembro): disponível R$ 120,00, pedido R$ 300,00".',
  ),
  tag(
    'Gastos',
    'A análise de gastos da organização, para o proprietário e os administradores.',
    'Um membro recebe 403 antes de a query ser lida.',
    'Período inválido: 400 "Mês inválido: use AAAA-MM (ex.: 2026-03)", "O mês inicial deve vir antes do final" ou "Período de no máximo 36 meses". Só com `to`, os 12 meses até ele; só com `from`, 12 meses a partir dele, sem passar do mês atual.',
    '`GET /spend/months` traz todos os meses do período, os sem gasto com zeros.',
    'As quebras (fornecedores, categorias, centros de custo, pessoas) vão do maior gasto + comprometido ao menor; `share` é a parte de cada uma no gasto + comprometido do período; o que não tem categoria, centro de custo ou pessoa vem como "Sem categoria", "Sem centro de custo" ou "Pessoa removida", com `id: null`.',
    '`GET /spend/budgets` usa o mesmo cálculo de uso dos orçamentos e do checkout, e lista à parte (`unbudgeted`) os centros de custo com gasto no mês e sem orçamento.',
    'Cada visão também em CSV (`/spend/<visão>.csv`, a mesma query), como a exportação de pedidos: `attachment; filename="gastos-<visão>-AAAA-MM-DD.csv"`, UTF-8 com BOM, `;`, vírgula decimal, fórmulas neutralizadas.',
  ),
  tag(
    'Clientes',
    'Clientes da organização: os seus membros, vistos pelo proprietário e pelos administradores.',
    'A lista pagina com `pagination: { page, limit, total, pages }` (`pages`, da especificação).',
  ),
  tag(
    'Chaves de fornecedor',
    'Chaves de API dos fornecedores (sk_…) e seu uso, geridas pelo operador.',
    'Só o operador da plataforma; o próprio fornecedor gerencia as suas no portal (`/supplier-portal/api-keys`).',
  ),
  tag(
    'API do fornecedor',
    'O fornecedor mantém o próprio catálogo e responde aos pedidos com a sua chave sk_…',
    'Toda chamada leva `x-api-key: sk_…`, alcança só o fornecedor da chave e entra nos analytics de uso dela. O limite por minuto de cada chave é 120 por padrão.',
    'As mensagens de produto são as da especificação, em inglês ("Product not found", "Category not found"); o portal do fornecedor aplica as mesmas regras com mensagens em português.',
    'Toda escrita num pedido (`acknowledge`, remessas, entrega, `cancel-remaining`, resposta a ocorrência) aceita `Idempotency-Key`; o portal do fornecedor tem as mesmas operações em `/supplier-portal/orders`.',
    'A chave da NF-e de uma remessa é conferida (44 posições, UF, AAMM, CNPJ do emitente igual ao do fornecedor, modelo 55 ou 65, tipo de emissão, dígito verificador); uma chave já usada responde 409 "Esta NF-e já foi usada em outra remessa deste fornecedor". Uma reposição sai com NF-e nova para as unidades da ocorrência.',
    'Cada pedido traz `shipments`, `incidents` e a conferência de três vias (`threeWay`).',
  ),
  tag(
    'Notificações',
    'O sino: o que aconteceu com os pedidos de quem está conectado.',
    '`POST /notifications/read` marca as `ids` dadas (até 100) ou, sem elas, todas.',
  ),
  tag(
    'Portal do fornecedor',
    'As pessoas do fornecedor: pedidos recebidos, respostas, configurações e equipe.',
    'Tudo vale para o fornecedor ativo da sessão (`POST /auth/set-active-supplier`); um pedido, produto ou chave de outro fornecedor responde 404.',
    'Qualquer pessoa do fornecedor lê e responde os pedidos, mantém o catálogo e vê as chaves e o uso; só os administradores do fornecedor mudam as configurações, convidam pessoas, gerenciam webhooks e criam, alteram, excluem ou regeneram chaves.',
    'O catálogo segue as regras da API do fornecedor, com as mensagens em português ("Já existe um produto ativo com esse nome", "Categoria não encontrada ou inativa").',
    'Os webhooks do fornecedor recebem `supplier_order.sent`, `supplier_order.cancelled`, `supplier_order.shipped`, `supplier_order.delivered`, `incident.opened`, `incident.answered`, `incident.resolved`, `incident.reopened` e, das cotações, `quote.requested`, `quote.awarded` e `quote.lost`, com a mesma assinatura dos webhooks das organizações.',
    'Um convite de fornecedor (`/supplier-invitation/{id}`) só existe para o e-mail convidado; aceitá-lo torna o fornecedor o ativo da sessão.',
    'Um fornecedor cria a própria conta em `POST /auth/supplier-sign-up` (uma empresa nova, fora do marketplace, ou a que compradores já cadastraram, com o e-mail que eles usam ou o link de um pedido ou cotação). `/supplier-portal/buyers` lista as organizações que cadastraram a empresa e a lista de preços que cada uma mantém, que o fornecedor pode alterar (preço, validade, unidade, estoque): a mudança vale para pedidos novos e o cliente é avisado. Uma organização que não cadastrou a empresa responde 404.',
    '`/supplier-portal/listing-request`: o pedido para anunciar no marketplace (cidades, categorias, recado; um em análise por vez, 409 para outro), que o operador aprova ou recusa com um motivo.',
  ),
  tag(
    'Desempenho de fornecedores',
    'O desempenho dos fornecedores (taxa de atendimento, pontualidade, confirmação, recusas, ocorrências, créditos; nas cotações, taxa de resposta, taxa de vitória e tempo para responder), medido conforme quem pergunta.',
    'Um membro de uma organização vê cada fornecedor só sobre os pedidos e as cotações da própria organização; o fornecedor vê o seu sobre todos os compradores, no portal (`GET /supplier-portal/scorecard`); o operador vê todos sobre todos.',
  ),
  tag(
    'Leads',
    'Leads da organização.',
    'Qualquer membro lê e mantém os leads.',
    'Cada lead criado, aqui ou por um envio de formulário de um e-mail novo, conta no limite de leads do ciclo (veja Planos).',
  ),
  tag(
    'Formulários',
    'Envios de formulários do site (com a chave ak_… ou pela equipe).',
    '`POST /submissions` é a única operação que aceita a chave da organização (`x-api-key: ak_…`); as outras pedem a sessão de um membro.',
    'O envio acha o lead pelo e-mail ou o cria; conta no limite de envios do ciclo e, quando cria o lead, no de leads (veja Planos).',
  ),
  tag(
    'Webhooks',
    'Endpoints que recebem os eventos da organização, assinados (Standard Webhooks).',
    'Só o proprietário e os administradores veem e gerenciam os webhooks.',
    'Eventos: `lead.created`, `submission.created`, `purchase_order.created`, `purchase_order.status_changed`, `purchase_order.item_status_changed` e `purchase_order.updated`, mais `webhook.test` no teste.',
  ),
  tag(
    'Integrações',
    'Slack, Discord e outras integrações da organização.',
    'Qualquer membro vê o catálogo; o proprietário e os administradores instalam, configuram e removem.',
  ),
  tag(
    'Planos',
    'Planos Free e Pro, com preços em centavos de R$, recursos e limites (público).',
    'Os limites valem ao criar: um lead (`POST /lead`, ou um envio de formulário de um e-mail novo), um envio ou um convite além do limite do plano responde 403 `PLAN_QUOTA_EXCEEDED` ("Limite do plano atingido: …").',
    'Leads e envios contam as linhas criadas pela organização desde o último reinício do ciclo; assentos contam os membros mais os convites pendentes e não expirados, e o limite de assentos cresce com a quantidade assinada.',
    'Os proprietários recebem o e-mail `billing-plan-quota-exceed` uma vez por ciclo.',
  ),
  tag(
    'Assinatura',
    'Assinatura da organização pelo Stripe.',
    'Qualquer membro lê a assinatura (com limite, uso, ciclo, último e próximo reinício de cada recurso); só o proprietário e os administradores assinam, abrem o portal e cancelam.',
    '`POST /billing/subscription` responde `{ url, flow }`: `checkout` para começar uma assinatura paga, `confirm` para trocar um plano pago na página de confirmação do Stripe.',
    'O `returnUrl` do portal só pode ser deste site: outro responde 400 "returnUrl deve apontar para o próprio aplicativo".',
    'Erros de cobrança: `PLAN_NOT_FOUND` ("Plano não encontrado") e `PRICE_NOT_FOUND` ("Preço não encontrado"), 404; `PRICE_PROVIDER_ID_MISSING` ("Price provider id missing"), 400; `CUSTOMER_NOT_FOUND` ("Customer not found"), 404; `PAYMENT_PROVIDER_ERROR`, 502 ("Failed to create checkout session URL", "Failed to create billing portal session URL", "No items found for subscription"); sem o Stripe configurado, 503 "Cobrança não configurada".',
  ),
  tag(
    'Auditoria',
    'O registro de auditoria: em cada organização e na plataforma, uma cadeia de entradas ligadas por hash.',
    'O da organização é só do proprietário, conferido antes da query: um membro ou administrador recebe 403. O da plataforma (`/audit-log/platform`, sua exportação e sua verificação) é só do operador.',
    'Mais novas primeiro, pela sequência da cadeia; `action` é uma das ações conhecidas (outra responde 400 "Ação desconhecida").',
  ),
  tag(
    'Operação',
    'Filas: mensagens que esgotaram as tentativas (operador); pedidos de fornecedores para anunciar no marketplace.',
    'Um `messageId` que não está na lista responde 404 "Job não encontrado".',
    '`/listing-requests`: os pendentes primeiro. Aprovar põe o fornecedor no marketplace nas cidades pedidas (`supplier.listing_approved` na auditoria da plataforma); recusar exige um motivo (`supplier.listing_refused`). Os dois avisam os administradores do fornecedor por e-mail; um pedido já decidido responde 409.',
  ),
  tag(
    'Cotações',
    'Pedir preço a vários fornecedores, comparar com a melhor divisão exata e fechar com os vencedores; os preços cotados da organização.',
    'Estados: DRAFT → OPEN → CLOSED → AWARDED, ou CANCELLED; cada ação fora do seu estado responde 409 com a mensagem da tabela de estados.',
    'Outra organização vê uma cotação como inexistente (404).',
    'Fechar com os vencedores (`POST /quotes/{id}/award`) aceita `Idempotency-Key`, como finalizar o carrinho: repetir a chamada com a mesma chave devolve a primeira resposta, com o mesmo pedido, em vez de 409 "ela já tem os vencedores escolhidos"; a mesma chave em outra rota responde 409.',
  ),
  tag(
    'Resposta de cotação por link',
    'O link assinado do e-mail da cotação: o fornecedor convidado responde sem conta. Um link expirado, revogado ou adulterado é recusado.',
  ),
  tag(
    'Recebimento',
    'Receber na porta: a chave da NF-e do DANFE (lida pela câmera ou digitada) abre a remessa, entre todos os fornecedores.',
    'A chave é conferida antes (44 dígitos, dígito verificador): uma leitura errada responde 400 dizendo o porquê; uma chave de nenhuma remessa desta organização responde 404 "Nenhuma remessa desta organização tem a NF-e de chave …".',
  ),
  tag(
    'Contas a pagar',
    'O que a organização deve aos fornecedores: cada NF-e recebida vira parcelas — as duplicatas do XML (`cobr/dup`), ou o prazo de pagamento do pedido contado do dia de emissão (horário de São Paulo).',
    'Status: `OPEN`, `OVERDUE` (vencida), `EM_CONFERENCIA` (a remessa tem ocorrência não resolvida: não é sugerida para pagamento) e `PAID`; só `OPEN` e `PAID` são guardados, os outros são lidos do dia e das ocorrências.',
    'Créditos de ocorrências aceitas são abatidos uma vez, da próxima parcela em aberto do fornecedor (`credits`, `credited`, `amountDue`).',
    'Qualquer pessoa da organização lê; só o proprietário e os administradores registram pagamento (conferido antes do corpo): a segunda vez responde 409 "Esta conta já foi paga em dd/mm/aaaa". O pagamento fica no registro de auditoria (`payable.paid`).',
    'Dois dias antes do vencimento, às 08:00 de São Paulo, proprietários e administradores recebem um e-mail, uma vez (quem não o desligou em `/notifications/email-choices`, `payables_due`).',
  ),
  tag(
    'Documentos',
    'Os XMLs das NF-e recebidas, para o contador: `GET /documents/nfe?month=AAAA-MM` responde um zip do mês (por dia de emissão) com `indice.csv`.',
    'Só o proprietário e os administradores. O XML e o DANFE de cada remessa são baixados também pelo pedido (comprador) e pelo portal (fornecedor). Excluir a organização apaga os seus documentos.',
  ),
  tag(
    'Documento',
    'Este documento: o OpenAPI 3.1 da API inteira, gerado das rotas (cada operação com parâmetros, corpo, cada status com seu schema, segurança e exemplos), que a página `/docs` do app lê.',
  ),
];
