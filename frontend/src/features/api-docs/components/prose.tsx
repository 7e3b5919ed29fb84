import { Fragment } from 'react';
import { cn } from '@/lib/cn';

type Block = { kind: 'paragraph'; lines: string[] } | { kind: 'list'; items: string[] };

/**
 * The blocks of the Markdown the document's descriptions use, and nothing more: paragraphs split by
 * blank lines and `- ` bullets (an indented line continues its bullet).
 */
function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  let open: Block | undefined;
  for (const line of text.split('\n')) {
    if (!line.trim()) {
      open = undefined;
    } else if (line.startsWith('- ')) {
      if (open?.kind !== 'list') blocks.push((open = { kind: 'list', items: [] }));
      open.items.push(line.slice(2).trim());
    } else if (open?.kind === 'list' && /^\s/.test(line)) {
      open.items[open.items.length - 1] += ` ${line.trim()}`;
    } else {
      if (open?.kind !== 'paragraph') blocks.push((open = { kind: 'paragraph', lines: [] }));
      open.lines.push(line.trim());
    }
  }
  return blocks;
}

/** `code` and **bold** inside a paragraph or a bullet: the split's odd parts are the marked ones. */
function Inline({ text }: { text: string }) {
  return (
    <>
      {text.split(/(`[^`]+`|\*\*[^*]+\*\*)/).map((part, i) =>
        i % 2 === 0 ? (
          <Fragment key={i}>{part}</Fragment>
        ) : part.startsWith('`') ? (
          // Long names (headers, files, paths) break anywhere rather than widen a phone's page.
          <code key={i} className="wrap-anywhere">
            {part.slice(1, -1)}
          </code>
        ) : (
          <strong key={i}>{part.slice(2, -2)}</strong>
        ),
      )}
    </>
  );
}

/**
 * A description of the document (the API's, an area's) with its paragraphs, bullets, `code` and
 * **bold**, built as React elements: no text of the document is ever read as HTML.
 */
export function Prose({ text, className }: { text: string; className?: string }) {
  return (
    <div className={cn('space-y-2', className)}>
      {blocksOf(text).map((block, i) =>
        block.kind === 'list' ? (
          <ul key={i} className="list-disc space-y-1 pl-5">
            {block.items.map((item, j) => (
              <li key={j}>
                <Inline text={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={i}>
            <Inline text={block.lines.join(' ')} />
          </p>
        ),
      )}
    </div>
  );
}
