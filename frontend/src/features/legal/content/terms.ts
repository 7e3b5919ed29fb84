import { COMPANY, type LegalDocument } from './legal-document';

export const TERMS: LegalDocument = {
  title: 'Termos de uso',
  updated: 'Atualizados em 25 de novembro de 2026',
  intro: [
    `Estes termos regem o uso da Abastece · Mercado, plataforma on-line em que empresas compradoras (restaurantes, padarias, lojas e outros negócios) encontram fornecedores, montam pedidos e acompanham entregas. Ao criar uma conta ou usar a plataforma, você declara que leu e aceita estes termos e a [Política de privacidade](/privacidade).`,
  ],
  sections: [
    {
      id: 'quem-somos',
      title: '1. Quem somos',
      body: [
        `A plataforma é operada por **${COMPANY.name}**, inscrita no CNPJ sob o nº ${COMPANY.cnpj}, com sede em ${COMPANY.address} ("Abastece", "nós"). Contato: [${COMPANY.supportEmail}](mailto:${COMPANY.supportEmail}).`,
        'A Abastece é destinada a empresas e a quem age em nome delas. As relações entre compradores e fornecedores na plataforma são relações entre empresas, regidas pelo Código Civil.',
      ],
    },
    {
      id: 'conta',
      title: '2. Cadastro, conta e organização',
      body: [
        {
          list: [
            'Para comprar é preciso uma conta pessoal e uma organização com CNPJ válido. Os dados informados devem ser verdadeiros e mantidos atualizados.',
            'A conta é pessoal e intransferível. Você é responsável por guardar a sua senha e as chaves de API que criar, e por tudo o que for feito com elas. Avise-nos imediatamente sobre qualquer uso indevido.',
            'Dentro da organização, o proprietário define quem participa e com qual papel (proprietário, administrador ou membro), as regras de aprovação e os orçamentos. A organização responde pelos atos das pessoas que autorizou, inclusive pelos pedidos que elas enviarem e aprovarem.',
            'Quem usa a plataforma deve ter ao menos 18 anos e poderes para agir em nome da empresa que representa.',
          ],
        },
      ],
    },
    {
      id: 'papel-da-plataforma',
      title: '3. O papel da Abastece',
      body: [
        'A Abastece oferece a tecnologia que aproxima compradores e fornecedores: catálogo, carrinho, aprovações, envio do pedido ao fornecedor, acompanhamento de remessas, recebimento e ocorrências.',
        '**A Abastece não é parte da compra e venda.** O contrato de fornecimento se forma diretamente entre o comprador e o fornecedor quando o fornecedor confirma o pedido. A Abastece não vende, não compra, não estoca, não transporta e não entrega produtos, não recebe o pagamento dos produtos e não emite documentos fiscais por eles.',
        'Por isso, não garantimos a existência, a qualidade, a segurança, a quantidade, o prazo ou a legalidade dos produtos anunciados, nem a capacidade das partes de cumprir o que combinaram. Indicadores de desempenho dos fornecedores são calculados a partir dos pedidos registrados na plataforma e servem como referência, não como garantia.',
      ],
    },
    {
      id: 'comprador',
      title: '4. Responsabilidades do comprador',
      body: [
        {
          list: [
            'Conferir produto, unidade, preço, pedido mínimo, prazo e condição de pagamento antes de enviar o pedido.',
            'Informar um endereço de entrega correto e estar apto a receber na data combinada.',
            'Conferir cada remessa ao receber e registrar na plataforma, com boa-fé, as divergências (avarias, faltas, itens errados).',
            'Pagar o fornecedor na forma e no prazo da condição escolhida no pedido.',
          ],
        },
      ],
    },
    {
      id: 'fornecedor',
      title: '5. Responsabilidades do fornecedor',
      body: [
        {
          list: [
            'Manter o catálogo correto e atualizado: descrição, código, unidade, preço, estoque, pedido mínimo, prazo, condições de pagamento e cidades atendidas.',
            'Responder os pedidos, cumprir o que confirmou e entregar na data prometida, ou avisar pela plataforma o que não será entregue.',
            'Emitir a nota fiscal eletrônica de cada remessa e cumprir as obrigações fiscais, sanitárias, de rotulagem e de transporte aplicáveis aos seus produtos.',
            'Responder as ocorrências abertas pelo comprador e honrar o crédito ou a reposição que oferecer.',
            'Usar os dados dos compradores recebidos com os pedidos apenas para atender esses pedidos e cumprir a lei.',
          ],
        },
      ],
    },
    {
      id: 'precos-e-pagamento',
      title: '6. Preços, pedidos e pagamento',
      body: [
        'Os preços dos produtos são definidos pelos fornecedores, em reais, e podem mudar a qualquer momento; vale o preço registrado no pedido quando ele é enviado. Um pedido é uma proposta do comprador ao fornecedor até ser confirmado por ele, no todo ou em parte.',
        'O pagamento dos produtos é feito diretamente ao fornecedor, na condição escolhida no pedido (por exemplo, boleto ou prazo combinado). Disputas sobre cobrança, entrega ou qualidade são resolvidas entre as partes; a plataforma guarda o histórico do pedido, das remessas e das ocorrências, que as partes podem usar como registro.',
      ],
    },
    {
      id: 'planos',
      title: '7. Planos e assinatura',
      body: [
        'O uso da plataforma pelas organizações pode ser gratuito (plano Gratuito, com limites) ou pago (plano Pro). Os preços, limites e recursos vigentes de cada plano são mostrados na página de planos antes da contratação.',
        'A assinatura do Pro é cobrada antecipadamente, por mês ou por ano, por meio do Stripe, e renova-se automaticamente até ser cancelada. O cancelamento vale ao fim do período já pago; valores de períodos já iniciados não são devolvidos, salvo quando a lei exigir. Mudanças de preço serão avisadas com pelo menos 30 dias de antecedência e valem a partir da renovação seguinte.',
        'Ao atingir o limite de um recurso do plano, a ação correspondente é recusada até o próximo ciclo ou até a mudança de plano.',
      ],
    },
    {
      id: 'api',
      title: '8. API, webhooks e integrações',
      body: [
        {
          list: [
            'As chaves de API são secretas e vinculadas à organização ou ao fornecedor que as criou. Não as compartilhe nem as coloque em código acessível ao público; troque-as se suspeitar de vazamento.',
            'Cada chave tem limite de chamadas por minuto (hoje, 120 para a API do fornecedor). Chamadas acima do limite são recusadas temporariamente. Podemos ajustar limites para proteger a plataforma, avisando com antecedência quando a mudança for permanente.',
            'É proibido usar a API ou qualquer automação para copiar o catálogo em massa, contornar limites, testar vulnerabilidades sem autorização ou sobrecarregar a plataforma.',
            'Webhooks e integrações enviam dados aos endereços e serviços que você configurar; você é responsável por esses destinos e pelo tratamento que eles dão aos dados.',
            'A API pode evoluir. Mudanças incompatíveis serão anunciadas em [Novidades](/novidades) e na [documentação](/docs) com antecedência razoável.',
          ],
        },
      ],
    },
    {
      id: 'uso-aceitavel',
      title: '9. Uso aceitável',
      body: [
        'Não é permitido usar a plataforma para: anunciar ou comprar produtos ilegais, falsificados ou sem registro exigido; enganar outras empresas; enviar conteúdo ilícito, ofensivo ou que viole direitos de terceiros; acessar dados de outras organizações; ou interferir no funcionamento do serviço.',
      ],
    },
    {
      id: 'propriedade-intelectual',
      title: '10. Conteúdo e propriedade intelectual',
      body: [
        'O software, a marca e o desenho da plataforma pertencem à Abastece. Os dados e conteúdos que você inclui (produtos, fotos, pedidos, leads) continuam seus; você nos autoriza a armazená-los, exibi-los e processá-los na medida necessária para prestar o serviço.',
      ],
    },
    {
      id: 'suspensao',
      title: '11. Suspensão e encerramento',
      body: [
        'Podemos suspender ou encerrar contas, organizações, fornecedores ou chaves de API que violem estes termos ou a lei, que ponham em risco a segurança da plataforma ou de terceiros, ou por ordem de autoridade. Sempre que possível, avisaremos antes e diremos o motivo; em caso de risco grave, a suspensão pode ser imediata.',
        'Você pode deixar de usar a plataforma quando quiser: cancele a assinatura e exclua a sua conta no perfil. Pedidos já feitos continuam no histórico das partes envolvidas, como descreve a [Política de privacidade](/privacidade#retencao).',
      ],
    },
    {
      id: 'disponibilidade',
      title: '12. Disponibilidade',
      body: [
        'Trabalhamos para manter a plataforma disponível e segura, mas ela pode passar por manutenções, falhas ou interrupções de serviços de terceiros. Mudanças relevantes no serviço são publicadas em [Novidades](/novidades).',
      ],
    },
    {
      id: 'responsabilidade',
      title: '13. Limitação de responsabilidade',
      body: [
        'Na extensão permitida pela lei, a Abastece não responde por danos decorrentes das relações entre compradores e fornecedores (produtos, entregas, pagamentos), por lucros cessantes ou danos indiretos, nem por falhas causadas por terceiros, caso fortuito ou força maior. Quando houver responsabilidade da Abastece, ela fica limitada ao valor pago pela organização à Abastece nos 12 meses anteriores ao fato.',
        'Nada nestes termos afasta responsabilidades que a lei não permite limitar.',
      ],
    },
    {
      id: 'alteracoes',
      title: '14. Alterações destes termos',
      body: [
        'Podemos atualizar estes termos. Mudanças relevantes serão avisadas por e-mail aos proprietários das organizações e publicadas nesta página com pelo menos 15 dias de antecedência. Continuar usando a plataforma depois disso significa aceitar a nova versão.',
      ],
    },
    {
      id: 'lei-e-foro',
      title: '15. Lei aplicável e foro',
      body: [
        `Estes termos são regidos pelas leis da República Federativa do Brasil. Fica eleito o foro da comarca de ${COMPANY.forum} para resolver qualquer controvérsia relacionada a eles, com renúncia a qualquer outro, por mais privilegiado que seja.`,
      ],
    },
  ],
};
