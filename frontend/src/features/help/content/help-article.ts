import type { Block } from '@/components/rich-text';

/** One help article: its anchor (/ajuda#id), title, one-line summary, words people search for, text. */
export type HelpArticle = {
  id: string;
  title: string;
  summary: string;
  keywords: readonly string[];
  body: readonly Block[];
};

export type HelpTopic = { id: string; title: string; articles: readonly HelpArticle[] };

/** Where people write when the articles do not answer. */
export const SUPPORT_EMAIL = 'suporte@abastece.com.br';
