import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';

export type TocEntry = { id: string; label: string };

/**
 * A long public page: its title and introduction, then the text beside a table of contents that
 * stays in view on wide screens (on a phone the contents come first, as a plain list).
 */
export function DocumentLayout({
  title,
  intro,
  lead,
  toc,
  tocTitle = 'Nesta página',
  aside,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** Above the text and the contents at every width (the help centre's search). */
  lead?: ReactNode;
  toc: readonly TocEntry[];
  tocTitle?: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  useScrollToHash();
  return (
    <div className="mx-auto max-w-6xl">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {intro && <div className="mt-3 text-lg text-slate-600">{intro}</div>}
      </div>
      {lead && <div className="mt-6 max-w-3xl lg:ml-[18.5rem]">{lead}</div>}
      <div className="mt-8 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10">
        <aside className="mb-8 lg:mb-0">
          <div className="lg:sticky lg:top-6 lg:max-h-[calc(100vh-3rem)] lg:overflow-y-auto">
            {aside}
            {toc.length > 0 && (
              <>
                {/* On a phone the contents fold away, so the text starts near the top. */}
                <details className="rounded-lg border border-slate-200 bg-white text-sm lg:hidden">
                  <summary className="cursor-pointer px-4 py-3 font-semibold text-slate-900">
                    {tocTitle} ({toc.length})
                  </summary>
                  <TocList toc={toc} label={tocTitle} className="px-4 pb-4" />
                </details>
                <div className="hidden rounded-lg border border-slate-200 bg-white p-4 text-sm lg:block">
                  <p className="mb-2 font-semibold text-slate-900">{tocTitle}</p>
                  <TocList toc={toc} label={tocTitle} />
                </div>
              </>
            )}
          </div>
        </aside>
        <div className="min-w-0 max-w-3xl break-words">{children}</div>
      </div>
    </div>
  );
}

function TocList({ toc, label, className }: { toc: readonly TocEntry[]; label: string; className?: string }) {
  return (
    <nav aria-label={label} className={className}>
      <ol className="space-y-1.5">
        {toc.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className="text-slate-600 hover:text-brand-700 hover:underline">
              {entry.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A deep link (/ajuda#webhooks) opens at its section once the lazily loaded page has drawn it. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView();
  }, [hash]);
}

/** One titled section of a document, with its anchor. */
export function DocumentSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-titulo`}
      className="scroll-mt-6 border-t border-slate-200 py-6 first:border-t-0 first:pt-0"
    >
      <h2 id={`${id}-titulo`} className="mb-3 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
