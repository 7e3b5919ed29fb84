import { COMPANY, type LegalDocument } from './legal-document';

export const PRIVACY: LegalDocument = {
  title: 'Política de privacidade',
  updated: 'Atualizada em 25 de novembro de 2026',
  intro: [
    'Esta política explica quais dados pessoais a Abastece · Mercado trata, para quê, com quem os compartilha, por quanto tempo os guarda e como você exerce os seus direitos, conforme a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018, "LGPD").',
  ],
  sections: [
    {
      id: 'controlador',
      title: '1. Quem é o controlador',
      body: [
        `O controlador dos dados pessoais tratados na plataforma é **${COMPANY.name}**, CNPJ ${COMPANY.cnpj}, com sede em ${COMPANY.address}.`,
        'Há uma exceção: os **leads e formulários** que uma organização recebe (por exemplo, pelo formulário do site dela) são dados dela. Para eles, a organização é a controladora e a Abastece atua como operadora, tratando-os só conforme as instruções da organização. Pedidos sobre esses dados devem ser feitos à organização; se chegarem a nós, nós os encaminharemos a ela.',
      ],
    },
    {
      id: 'dados-e-finalidades',
      title: '2. Que dados tratamos e por quê',
      body: [
        {
          list: [
            '**Conta:** nome, e-mail, senha (guardada só como hash bcrypt), foto e identificador do GitHub ou Google, se você entrar por eles. Para criar e proteger o seu acesso e falar com você sobre o serviço.',
            '**Organização:** razão social, CNPJ, contatos, endereços de entrega, membros e seus papéis, regras de aprovação, centros de custo e orçamentos. Para que a organização compre, aprove e controle gastos.',
            '**Pedidos:** itens, quantidades, preços, datas, endereço de entrega, condição de pagamento, observações, quem fez, quem aprovou, remessas com NF-e, recebimentos e ocorrências. Para levar o pedido ao fornecedor e acompanhá-lo até a entrega.',
            '**Contatos de fornecedores:** e-mail que recebe os pedidos e as pessoas da equipe do fornecedor (nome, e-mail, papel). Para entregar pedidos e dar acesso ao portal.',
            '**Leads e formulários:** os dados que a organização recebe dos próprios contatos (veja a exceção acima).',
            '**Registros de uso e segurança:** sessões (IP, navegador, data e hora), tentativas de entrada, chamadas às APIs por chave (endereço chamado, situação, tempo de resposta, data e hora) e entregas de webhooks. Para segurança, prevenção de fraudes e abusos, limites de uso e relatórios de uso da API.',
            '**Registro de auditoria:** quem fez cada ação relevante (entradas, mudanças de papel, convites, chaves, webhooks, aprovações, regras, orçamentos, plano, cancelamentos), com o que mudou, IP, navegador e data e hora. Para que a organização saiba quem fez o quê e para a segurança da conta.',
            '**Cobrança:** plano, assentos, situação da assinatura e o identificador de cliente no Stripe. Os dados do cartão são informados diretamente ao Stripe; a Abastece não os recebe.',
            '**E-mails enviados:** destinatário, tipo de mensagem e situação do envio (verificação de e-mail, redefinição de senha, convites, pedidos, avisos).',
          ],
        },
        'Não usamos os dados para publicidade, não vendemos dados pessoais e não tomamos decisões sobre pessoas de forma exclusivamente automatizada. As regras de aprovação automática de pedidos são definidas pela própria organização e se aplicam ao valor do pedido, não a pessoas.',
      ],
    },
    {
      id: 'bases-legais',
      title: '3. Bases legais (art. 7º da LGPD)',
      body: [
        {
          list: [
            '**Execução de contrato** (art. 7º, V): conta, organização, pedidos, contatos de fornecedores, envio de e-mails do serviço, cobrança da assinatura.',
            '**Cumprimento de obrigação legal ou regulatória** (art. 7º, II): guarda de registros fiscais e de acesso exigida por lei e atendimento a ordens de autoridades.',
            '**Legítimo interesse** (art. 7º, IX): segurança, prevenção de fraudes, limites de tentativas e de chamadas, registro de auditoria e melhoria do serviço, sempre respeitando as suas expectativas e os seus direitos.',
            '**Exercício regular de direitos** (art. 7º, VI): guarda de registros necessários em processos judiciais, administrativos ou arbitrais.',
            '**Consentimento** (art. 7º, I): apenas quando o pedirmos para algo específico, e ele poderá ser revogado a qualquer momento. Hoje não enviamos comunicações de marketing nem usamos cookies que dependam de consentimento.',
          ],
        },
      ],
    },
    {
      id: 'compartilhamento',
      title: '4. Com quem compartilhamos',
      body: [
        {
          list: [
            '**Fornecedores:** cada fornecedor recebe apenas os dados dos pedidos feitos a ele — nome e CNPJ da organização compradora, endereço de entrega, itens, datas, condição de pagamento, observações e o nome de quem fez o pedido —, pelo portal, por e-mail (com o PDF do pedido) e pela API ou webhooks que ele configurar. Um fornecedor não vê pedidos feitos a outros.',
            '**A sua organização:** membros veem pedidos, listas e dados da organização conforme o papel de cada um; os proprietários veem o registro de auditoria.',
            '**Stripe** (processamento dos pagamentos da assinatura): dados de cobrança da organização e de quem contrata.',
            '**Resend** (envio de e-mails): endereço do destinatário e conteúdo da mensagem.',
            '**Cloudflare** (hospedagem da aplicação, rede e filas de processamento) e **Neon** (banco de dados PostgreSQL): todos os dados da plataforma, tratados como operadores, sob contrato.',
            '**GitHub e Google:** só se você escolher entrar com eles; recebemos deles o seu nome, e-mail e identificador.',
            '**Integrações e webhooks que a organização ou o fornecedor configurar** (por exemplo Slack, Discord, Zapier, Make, n8n, Brevo): recebem os eventos escolhidos, por instrução de quem configurou.',
            '**Autoridades:** quando a lei ou uma ordem judicial exigir.',
          ],
        },
      ],
    },
    {
      id: 'transferencia-internacional',
      title: '5. Transferência internacional',
      body: [
        'Stripe, Resend, Cloudflare e Neon podem tratar dados em servidores fora do Brasil, inclusive nos Estados Unidos. Essas transferências são feitas com as garantias previstas no art. 33 da LGPD, como cláusulas contratuais com os fornecedores e, quando aplicável, por serem necessárias à execução do contrato com você.',
      ],
    },
    {
      id: 'retencao',
      title: '6. Por quanto tempo guardamos',
      body: [
        {
          list: [
            '**Conta e organização:** enquanto estiverem ativas. Ao excluir a conta, os seus dados pessoais são apagados ou anonimizados, exceto o que a lei nos obrigue a guardar.',
            '**Pedidos:** permanecem no histórico da organização e do fornecedor, com a pessoa que fez o pedido anonimizada quando a conta dela é excluída; documentos fiscais seguem os prazos da legislação fiscal.',
            '**Sessões:** até expirarem (30 dias) ou serem encerradas; são apagadas diariamente depois da expiração, ou uma semana depois de encerradas.',
            '**Registro de auditoria:** 90 dias no plano Gratuito e 2 anos no plano Pro; depois disso as entradas são apagadas.',
            '**Leads e formulários:** enquanto a organização os mantiver.',
            '**Cópias de segurança:** mantidas pelo provedor do banco de dados por prazo limitado e sobrescritas automaticamente.',
          ],
        },
      ],
    },
    {
      id: 'direitos',
      title: '7. Os seus direitos (art. 18 da LGPD)',
      body: [
        'Você, titular dos dados, pode pedir a qualquer momento:',
        {
          list: [
            'confirmação de que tratamos os seus dados;',
            'acesso aos dados;',
            'correção de dados incompletos, inexatos ou desatualizados;',
            'anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a LGPD;',
            'portabilidade dos dados a outro fornecedor de serviço;',
            'eliminação dos dados tratados com o seu consentimento;',
            'informação sobre as entidades com as quais compartilhamos os dados;',
            'informação sobre a possibilidade de não dar consentimento e suas consequências;',
            'revogação do consentimento.',
          ],
        },
        '**Como exercer aqui:**',
        {
          list: [
            'em [Perfil](/app/profile), "Baixar meus dados" entrega uma cópia em JSON (perfil, organizações e fornecedores de que você participa, sessões, pedidos que você fez e leads que criou) — acesso e portabilidade;',
            'no mesmo Perfil você corrige o nome e a senha e encerra sessões; dados da organização são corrigidos pelos administradores dela;',
            'em Perfil, "Excluir minha conta" elimina a conta (se você for o único proprietário de uma organização, antes transfira a propriedade ou exclua a organização);',
            `para qualquer outro pedido, escreva ao encarregado em [${COMPANY.privacyEmail}](mailto:${COMPANY.privacyEmail}). Responderemos em até 15 dias.`,
          ],
        },
        'Você também pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).',
      ],
    },
    {
      id: 'encarregado',
      title: '8. Encarregado (DPO)',
      body: [
        `O encarregado pelo tratamento de dados pessoais da Abastece é o canal de comunicação entre você, a Abastece e a ANPD: **${COMPANY.dpoName}**, e-mail [${COMPANY.privacyEmail}](mailto:${COMPANY.privacyEmail}).`,
      ],
    },
    {
      id: 'cookies',
      title: '9. Cookies',
      body: [
        'Usamos **um único cookie**: o de sessão, que mantém você conectado. Ele é HttpOnly (scripts da página não o leem), SameSite=Lax e, em conexões seguras, Secure; dura até 30 dias ou até você sair. É estritamente necessário, por isso não pede consentimento.',
        'Não usamos cookies de análise, de publicidade ou de rastreamento, nem ferramentas de terceiros que rastreiem a sua navegação. O catálogo público guarda por alguns instantes, na memória da aba (sessionStorage), o produto que você pediu para adicionar antes de entrar; ele some quando você volta ou fecha a aba.',
      ],
    },
    {
      id: 'seguranca',
      title: '10. Segurança',
      body: [
        'Todo o tráfego usa HTTPS. Senhas são guardadas como hash bcrypt; chaves de API, como hash; segredos de webhooks e credenciais de integrações, criptografados (AES-256-GCM). O acesso é controlado por organização e por papel, as tentativas de entrada são limitadas e o registro de auditoria é encadeado por hash para revelar alterações.',
        'Se ocorrer um incidente de segurança que possa causar risco ou dano relevante, comunicaremos a ANPD e as pessoas afetadas, como exige o art. 48 da LGPD.',
      ],
    },
    {
      id: 'alteracoes',
      title: '11. Alterações desta política',
      body: [
        'Podemos atualizar esta política. A data no topo indica a versão em vigor; mudanças relevantes serão avisadas por e-mail ou na plataforma antes de valer.',
      ],
    },
  ],
};
