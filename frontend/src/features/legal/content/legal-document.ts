import type { Block } from '@/components/rich-text';

export type LegalSection = { id: string; title: string; body: readonly Block[] };

/** A legal text: its date and its numbered sections (each with an anchor: /privacidade#direitos). */
export type LegalDocument = {
  title: string;
  updated: string;
  intro: readonly Block[];
  sections: readonly LegalSection[];
};

/**
 * Who stands behind the platform, in one place for both texts. The company must confirm these before
 * launch (corporate name, CNPJ, address and the encarregado).
 */
export const COMPANY = {
  name: 'Abastece Tecnologia Ltda.',
  cnpj: '00.000.000/0001-00',
  address: 'São Paulo, SP',
  forum: 'São Paulo, SP',
  supportEmail: 'suporte@abastece.com.br',
  privacyEmail: 'privacidade@abastece.com.br',
  dpoName: 'Encarregado pelo Tratamento de Dados Pessoais da Abastece',
} as const;
