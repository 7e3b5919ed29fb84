import { blocksText } from '@/components/rich-text';
import type { HelpArticle, HelpTopic } from './content/help-article';

/** Lower case without accents: "Aprovação" and "aprovacao" are the same word to the search. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

type Indexed = { topic: HelpTopic; article: HelpArticle; text: string };

/** Each article's searchable text, folded once. */
export function indexArticles(topics: readonly HelpTopic[]): Indexed[] {
  return topics.flatMap((topic) =>
    topic.articles.map((article) => ({
      topic,
      article,
      text: foldText(
        [topic.title, article.title, article.summary, article.keywords.join(' '), blocksText(article.body)].join(' '),
      ),
    })),
  );
}

/** The topics with the articles holding every word typed (all of them for an empty search). */
export function searchArticles(
  index: readonly Indexed[],
  query: string,
): { topic: HelpTopic; articles: HelpArticle[] }[] {
  const words = foldText(query)
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean);
  const found = new Map<HelpTopic, HelpArticle[]>();
  for (const { topic, article, text } of index) {
    if (!words.every((w) => text.includes(w))) continue;
    found.set(topic, [...(found.get(topic) ?? []), article]);
  }
  return [...found].map(([topic, articles]) => ({ topic, articles }));
}
