import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Text written as data (help articles, terms, privacy policy): a paragraph is a string, lists are
 * arrays. Inside any string, `[texto](/caminho)` is a link, `**texto**` is bold and a backquoted
 * word is code — nothing else,
 * so the content stays plain enough to search and to read in a diff.
 */
export type Block = string | { list: readonly string[] } | { steps: readonly string[] } | { note: string };

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|`([^`]+)`/g;

/** A link inside the SPA stays a router link; e-mail, the API's documents and other sites are plain anchors. */
function InlineLink({ href, children }: { href: string; children: ReactNode }) {
  const className = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';
  if (href.startsWith('/') && !href.startsWith('/api/') && href !== '/rss')
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

export function Inline({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const [, label, href, bold, code] = match;
    parts.push(
      code !== undefined ? (
        <code key={match.index} className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] text-slate-800">
          {code}
        </code>
      ) : bold !== undefined ? (
        <strong key={match.index} className="font-semibold text-slate-900">
          {bold}
        </strong>
      ) : (
        <InlineLink key={match.index} href={href!}>
          {label}
        </InlineLink>
      ),
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

export function RichBlocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <div className="space-y-3 leading-relaxed text-slate-700">
      {blocks.map((block, i) => (
        <Fragment key={i}>
          {typeof block === 'string' ? (
            <p>
              <Inline text={block} />
            </p>
          ) : 'note' in block ? (
            <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              <Inline text={block.note} />
            </p>
          ) : 'steps' in block ? (
            <ol className="list-decimal space-y-1 pl-6">
              {block.steps.map((item, j) => (
                <li key={j}>
                  <Inline text={item} />
                </li>
              ))}
            </ol>
          ) : (
            <ul className="list-disc space-y-1 pl-6">
              {block.list.map((item, j) => (
                <li key={j}>
                  <Inline text={item} />
                </li>
              ))}
            </ul>
          )}
        </Fragment>
      ))}
    </div>
  );
}

/** The words of some blocks without their markup (what a search looks through). */
export function blocksText(blocks: readonly Block[]): string {
  return blocks
    .flatMap((b) => (typeof b === 'string' ? [b] : 'note' in b ? [b.note] : 'steps' in b ? b.steps : b.list))
    .join(' ')
    .replace(
      INLINE,
      (_, label: string | undefined, _href, bold: string | undefined, code: string | undefined) =>
        label ?? bold ?? code ?? '',
    );
}
