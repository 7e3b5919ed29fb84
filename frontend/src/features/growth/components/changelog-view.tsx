import { Rss } from 'lucide-react';
import { DocumentLayout } from '@/components/document-layout';
import { Inline } from '@/components/rich-text';
import { Badge } from '@/components/ui/badge';
import { CHANGELOG } from '../content/changelog';

const dayFormat = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayLabel = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

/** /novidades: what changed, by day, newest first; the announced-only entries marked "Em breve". */
export function ChangelogView() {
  return (
    <DocumentLayout
      title="Novidades"
      intro="O que mudou na Abastece, do mais recente ao mais antigo."
      tocTitle="Por data"
      toc={CHANGELOG.map((day) => ({ id: `dia-${day.date}`, label: dayLabel(day.date) }))}
      aside={
        <a
          href="/rss"
          className="mb-4 inline-flex items-center gap-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-700"
        >
          <Rss className="h-4 w-4 text-orange-500" aria-hidden />
          Assinar por RSS
        </a>
      }
    >
      {CHANGELOG.map((day) => (
        <section
          key={day.date}
          id={`dia-${day.date}`}
          aria-labelledby={`dia-${day.date}-titulo`}
          className="mb-10 scroll-mt-6"
        >
          <h2 id={`dia-${day.date}-titulo`} className="mb-4 text-lg font-semibold text-slate-500">
            <time dateTime={day.date}>{dayLabel(day.date)}</time>
          </h2>
          <div className="space-y-4">
            {day.entries.map((entry) => (
              <article
                key={entry.id}
                id={entry.id}
                aria-labelledby={`${entry.id}-titulo`}
                className="scroll-mt-6 rounded-lg border border-slate-200 bg-white p-5"
              >
                <h3 id={`${entry.id}-titulo`} className="text-lg font-semibold text-slate-900">
                  {entry.soon && (
                    <Badge variant="outline" className="mr-2 align-middle">
                      Em breve
                    </Badge>
                  )}
                  {entry.title}
                </h3>
                <ul className="mt-3 list-disc space-y-1.5 pl-6 leading-relaxed text-slate-700">
                  {entry.items.map((item, i) => (
                    <li key={i}>
                      <Inline text={item} />
                    </li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
        </section>
      ))}
    </DocumentLayout>
  );
}
