import type { Color, PDFDocument, PDFFont, PDFPage } from '../../vendor/pdf-lib.mjs';

/**
 * A text document's pen on A4 pages (pdf-lib): where the next line goes (`y`, top to bottom), a new
 * page when the room runs out, and text that stays inside the margins (wrapped, right-aligned, or a
 * label beside its value). The pedido de compra's sections (supplier-order-pdf.ts) draw through it.
 */

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 48;
/** Where a field's value starts, beside its label. */
const VALUE_X = MARGIN + 130;

interface TextOptions {
  size?: number;
  bold?: boolean;
  color?: Color;
}

export class PdfCanvas {
  page: PDFPage;
  y = A4.height - MARGIN;
  private readonly known: Set<number>;

  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: { regular: PDFFont; bold: PDFFont },
    readonly grey: Color,
  ) {
    this.known = new Set(fonts.regular.getCharacterSet());
    this.page = pdf.addPage([A4.width, A4.height]);
  }

  /** The standard fonts speak WinAnsi (ç, ã, é, º, —): anything else becomes "?" instead of failing. */
  safe(text: string) {
    return [...text].map((ch) => (this.known.has(ch.codePointAt(0)!) ? ch : '?')).join('');
  }

  /** A new page when less than `room` is left above the bottom margin. */
  newPageIfBelow(room: number) {
    if (this.y - room >= MARGIN) return;
    this.page = this.pdf.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  text(value: string, x: number, opts: TextOptions = {}) {
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    this.page.drawText(this.safe(value), { x, y: this.y, size: opts.size ?? 10, font, color: opts.color });
  }

  /** A text that ends at `xRight`. */
  right(value: string, xRight: number, opts: Omit<TextOptions, 'color'> = {}) {
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    this.text(value, xRight - font.widthOfTextAtSize(this.safe(value), opts.size ?? 10), opts);
  }

  /** A text broken into lines no wider than `width` (a word longer than the width is cut to fit). */
  wrap(value: string, width: number, size = 10): string[] {
    const fits = (candidate: string) => this.fonts.regular.widthOfTextAtSize(candidate, size) <= width;
    const lines: string[] = [];
    let line = '';
    for (let word of this.safe(value).split(/\s+/).filter(Boolean)) {
      while (!fits(word)) {
        let cut = word.length - 1;
        while (cut > 1 && !fits(word.slice(0, cut))) cut--;
        if (line) lines.push(line);
        lines.push(word.slice(0, cut));
        line = '';
        word = word.slice(cut);
      }
      const next = line ? `${line} ${word}` : word;
      if (line && !fits(next)) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  }

  /** A paragraph wrapped to `width`, a new page whenever the next line does not fit. */
  paragraph(value: string, x: number, width: number, size = 10) {
    for (const line of this.wrap(value, width, size)) {
      this.newPageIfBelow(size + 4);
      this.text(line, x, { size });
      this.y -= size + 4;
    }
  }

  /** A label and its value, the value wrapped inside the right margin. */
  field(label: string, value: string) {
    this.newPageIfBelow(14);
    this.text(label, MARGIN, { color: this.grey });
    this.wrap(value, A4.width - MARGIN - VALUE_X).forEach((line, i) => {
      if (i > 0) this.newPageIfBelow(14);
      this.text(line, VALUE_X);
      this.y -= 14;
    });
  }

  /** A rule across the page at `y`. */
  rule(y: number) {
    this.page.drawLine({
      start: { x: MARGIN, y },
      end: { x: A4.width - MARGIN, y },
      thickness: 0.5,
      color: this.grey,
    });
  }

  /** The same small grey line at the foot of every page, told its page's number and the count. */
  footers(line: (page: number, pages: number) => string) {
    const pages = this.pdf.getPages();
    pages.forEach((p, i) =>
      p.drawText(this.safe(line(i + 1, pages.length)), {
        x: MARGIN,
        y: MARGIN / 2,
        size: 8,
        font: this.fonts.regular,
        color: this.grey,
      }),
    );
  }
}
