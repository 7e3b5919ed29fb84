import type { EmailContent } from '../platform/email-transport';
import { layout } from './layout';

/** The data each template needs; links are absolute URLs built by the sender. */
export interface TemplateData {
  welcome: { name: string; appUrl: string };
  'organization-invite': {
    inviterName: string;
    organizationName: string;
    role: 'admin' | 'member';
    url: string;
    expiresAt: string;
  };
  'email-verification': { name: string; url: string };
  'forgot-password': { name: string; url: string };
  'otp-code': { name: string; code: string };
  notification: { title: string; message: string; url?: string; actionLabel?: string };
  'billing-plan-upgrade': { organizationName: string; planName: string; url: string };
  'billing-plan-downgrade': { organizationName: string; planName: string; url: string };
  'billing-plan-quota-exceed': {
    organizationName: string;
    featureName: string;
    limit: number;
    /** "1 pessoa", "100 leads por mês"; e-mails queued before it existed read limit and featureName. */
    limitWords?: string;
    url: string;
  };
}

export type TemplateName = keyof TemplateData;

const ROLE_LABEL = { admin: 'administrador(a)', member: 'membro' } as const;
const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date(iso));

const templates: { [T in TemplateName]: (data: TemplateData[T]) => EmailContent } = {
  welcome: (d) =>
    layout({
      subject: 'Boas-vindas ao Abastece',
      preheader: 'Sua conta está pronta.',
      heading: `Olá, ${d.name}!`,
      paragraphs: [
        'Sua conta no Abastece está pronta. Explore o catálogo de fornecedores da sua cidade e monte seu primeiro pedido.',
      ],
      action: { label: 'Abrir o Abastece', url: `${d.appUrl}/app` },
    }),
  'organization-invite': (d) =>
    layout({
      subject: `Convite para ${d.organizationName} no Abastece`,
      preheader: `${d.inviterName} convidou você.`,
      heading: `Você recebeu um convite para ${d.organizationName}`,
      paragraphs: [
        `${d.inviterName} convidou você para participar de ${d.organizationName} como ${ROLE_LABEL[d.role]}.`,
        `O convite vale até ${dateTime(d.expiresAt)}.`,
      ],
      action: { label: 'Aceitar o convite', url: d.url },
      footnote: 'Se você não esperava este convite, pode ignorar este e-mail.',
    }),
  'email-verification': (d) =>
    layout({
      subject: 'Confirme seu e-mail no Abastece',
      preheader: 'Falta só um passo para ativar sua conta.',
      heading: `Confirme seu e-mail, ${d.name}`,
      paragraphs: [
        'Para ativar sua conta no Abastece, confirme que este endereço de e-mail é seu.',
        'O link vale por 24 horas.',
      ],
      action: { label: 'Confirmar e-mail', url: d.url },
      footnote: 'Se você não criou uma conta, ignore este e-mail.',
    }),
  'forgot-password': (d) =>
    layout({
      subject: 'Redefinição de senha do Abastece',
      preheader: 'Use o link para escolher uma nova senha.',
      heading: 'Redefinir sua senha',
      paragraphs: [
        `Olá, ${d.name}. Recebemos um pedido para redefinir a senha da sua conta.`,
        'O link vale por 24 horas e só pode ser usado uma vez.',
      ],
      action: { label: 'Escolher nova senha', url: d.url },
      footnote: 'Se não foi você, ignore este e-mail: sua senha continua a mesma.',
    }),
  'otp-code': (d) =>
    layout({
      subject: 'Seu código de acesso ao Abastece',
      preheader: `Código: ${d.code}`,
      heading: 'Seu código de acesso',
      paragraphs: [`Olá, ${d.name}. Use o código abaixo para continuar:`, d.code, 'O código expira em 10 minutos.'],
    }),
  notification: (d) =>
    layout({
      subject: d.title,
      preheader: d.message,
      heading: d.title,
      paragraphs: [d.message],
      action: d.url ? { label: d.actionLabel ?? 'Ver no Abastece', url: d.url } : undefined,
    }),
  'billing-plan-upgrade': (d) =>
    layout({
      subject: `${d.organizationName} agora está no plano ${d.planName}`,
      preheader: 'Assinatura concluída.',
      heading: `Boas-vindas ao plano ${d.planName}!`,
      paragraphs: [`${d.organizationName} assinou o plano ${d.planName}. Os novos limites já estão valendo.`],
      action: { label: 'Ver cobrança', url: d.url },
    }),
  'billing-plan-downgrade': (d) =>
    layout({
      subject: `${d.organizationName} mudou para o plano ${d.planName}`,
      preheader: 'Mudança de plano concluída.',
      heading: `Plano alterado para ${d.planName}`,
      paragraphs: [`${d.organizationName} agora está no plano ${d.planName}. Confira os limites do novo plano.`],
      action: { label: 'Ver cobrança', url: d.url },
    }),
  'billing-plan-quota-exceed': (d) =>
    layout({
      subject: `Limite do plano atingido em ${d.organizationName}`,
      preheader: 'Veja os planos para continuar.',
      heading: 'Vocês chegaram ao limite do plano',
      paragraphs: [
        `${d.organizationName} chegou ao limite do plano: ${d.limitWords ?? `${d.limit} ${d.featureName}`}.`,
        'Na página de planos você assina o Pro ou aumenta o número de pessoas do plano.',
      ],
      action: { label: 'Ver os planos', url: d.url },
    }),
};

export function renderEmail<T extends TemplateName>(template: T, data: TemplateData[T]): EmailContent {
  return templates[template](data);
}

export const TEMPLATE_NAMES = Object.keys(templates) as TemplateName[];
