import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Link2, Mail, Search } from 'lucide-react';
import { DocumentLayout } from '@/components/document-layout';
import { RichBlocks } from '@/components/rich-text';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatQuantity } from '@/lib/format';
import { SUPPORT_EMAIL, type HelpArticle } from '../content/help-article';
import { HELP_TOPICS } from '../content/help-topics';
import { indexArticles, searchArticles } from '../search';

const INDEX = indexArticles(HELP_TOPICS);
const articlesFound = (n: number) =>
  n === 0 ? 'Nenhum artigo encontrado' : formatQuantity(n, 'artigo encontrado', 'artigos encontrados');

/** /ajuda: every article on one page, filtered as one types (the words kept in ?busca= for a shared link). */
export function HelpCentre() {
  const [params, setParams] = useSearchParams();
  const query = params.get('busca') ?? '';
  const results = useMemo(() => searchArticles(INDEX, query), [query]);
  const count = results.reduce((n, r) => n + r.articles.length, 0);
  const setQuery = (text: string) =>
    setParams(text ? { busca: text } : {}, { replace: true, preventScrollReset: true });

  return (
    <DocumentLayout
      title="Central de ajuda"
      intro="Como comprar, aprovar, fornecer, integrar e cuidar da sua conta na Abastece."
      tocTitle="Assuntos"
      toc={results.map(({ topic }) => ({ id: topic.id, label: topic.title }))}
      aside={<SupportBox className="mb-4 hidden lg:block" />}
      lead={
        <>
          <div role="search" className="relative">
            <Search className="pointer-events-none absolute left-3 top-3 h-4 w-4 text-slate-400" aria-hidden />
            <Input
              type="search"
              aria-label="Buscar na ajuda"
              placeholder="Buscar: aprovação, NF-e, webhook, orçamento…"
              className="pl-9"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          </div>
          <p className="mt-2 text-sm text-slate-500" aria-live="polite">
            {query ? articlesFound(count) : `${count} artigos em ${results.length} assuntos`}
          </p>
        </>
      }
    >
      {count === 0 && (
        <div className="mb-8 rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center">
          <p className="font-medium text-slate-900">Nada na ajuda fala de “{query}”.</p>
          <p className="mt-1 text-sm text-slate-600">Tente outra palavra ou escreva para o suporte.</p>
          <Button variant="outline" className="mt-4" onClick={() => setQuery('')}>
            Limpar a busca
          </Button>
        </div>
      )}
      {results.map(({ topic, articles }) => (
        <section key={topic.id} id={topic.id} aria-labelledby={`${topic.id}-titulo`} className="mb-10 scroll-mt-6">
          <h2 id={`${topic.id}-titulo`} className="mb-4 text-2xl font-semibold text-slate-900">
            {topic.title}
          </h2>
          <div className="space-y-4">
            {articles.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </div>
        </section>
      ))}
      <SupportBox className="lg:hidden" />
    </DocumentLayout>
  );
}

function ArticleCard({ article }: { article: HelpArticle }) {
  return (
    <article
      id={article.id}
      aria-labelledby={`${article.id}-titulo`}
      className="scroll-mt-6 rounded-lg border border-slate-200 bg-white p-5 target:ring-2 target:ring-brand-500"
    >
      <h3
        id={`${article.id}-titulo`}
        className="flex items-start justify-between gap-3 text-lg font-semibold text-slate-900"
      >
        <span>{article.title}</span>
        <a
          href={`#${article.id}`}
          className="mt-1 shrink-0 rounded text-slate-400 hover:text-brand-700"
          aria-label={`Link direto para “${article.title}”`}
          title="Link direto para este artigo"
        >
          <Link2 className="h-4 w-4" aria-hidden />
        </a>
      </h3>
      <p className="mb-3 mt-1 text-sm text-slate-500">{article.summary}</p>
      <RichBlocks blocks={article.body} />
    </article>
  );
}

function SupportBox({ className }: { className?: string }) {
  return (
    <div className={`rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm ${className ?? ''}`}>
      <p className="font-semibold text-slate-900">Fale com o suporte</p>
      <p className="mt-1 text-slate-600">
        Escreva com o nome da organização e, se for sobre um pedido, o número dele. Nunca envie senhas ou chaves de API.
      </p>
      <a
        href={`mailto:${SUPPORT_EMAIL}`}
        className="mt-2 inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline"
      >
        <Mail className="h-4 w-4 shrink-0" aria-hidden />
        {SUPPORT_EMAIL}
      </a>
    </div>
  );
}
