import { DocumentLayout, DocumentSection } from '@/components/document-layout';
import { RichBlocks } from '@/components/rich-text';
import type { LegalDocument } from '../content/legal-document';

/** /termos and /privacidade: the date, the introduction, then numbered sections with a table of contents. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <DocumentLayout
      title={document.title}
      intro={<p className="text-base text-slate-500">{document.updated}</p>}
      toc={document.sections.map((s) => ({ id: s.id, label: s.title }))}
    >
      <div className="rounded-lg border border-slate-200 bg-white p-5 sm:p-8">
        <div className="mb-6">
          <RichBlocks blocks={document.intro} />
        </div>
        {document.sections.map((section) => (
          <DocumentSection key={section.id} id={section.id} title={section.title}>
            <RichBlocks blocks={section.body} />
          </DocumentSection>
        ))}
      </div>
    </DocumentLayout>
  );
}
