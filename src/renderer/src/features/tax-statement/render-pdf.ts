/*
 * The statement as a PDF (issue 22 §1), with jsPDF: text drawn as text in an embedded TrueType
 * font (DejaVu Sans, resources/fonts, subset into the file with a ToUnicode map), so that it can
 * be selected and searched and shows Finnish, Swedish and German letters and the euro sign.
 * This module and jsPDF are one lazily loaded chunk: nothing of it loads until a statement is
 * saved.
 */
import { jsPDF } from 'jspdf';
import boldFont from '#resources/fonts/DejaVuSans-Bold.ttf?inline';
import regularFont from '#resources/fonts/DejaVuSans.ttf?inline';
import type { AppLanguage } from '#shared/languages.ts';
import type { FigureRow, StatementBlock } from './statement-blocks.ts';

const FAMILY = 'DejaVuSans';
const MARGIN = 50;
const BODY = 10;
const SMALL = 8;
const LEADING = 1.35;

/** The base64 of a `?inline` data URL. */
const base64Of = (dataUrl: string): string => dataUrl.slice(dataUrl.indexOf(',') + 1);

export interface PdfMeta {
  title: string;
  author: string;
  language: AppLanguage;
}

function createDocument(meta: PdfMeta): jsPDF {
  const pdf = new jsPDF({ unit: 'pt', format: 'a4', compress: true, putOnlyUsedFonts: true });
  pdf.addFileToVFS('DejaVuSans.ttf', base64Of(regularFont));
  pdf.addFont('DejaVuSans.ttf', FAMILY, 'normal');
  pdf.addFileToVFS('DejaVuSans-Bold.ttf', base64Of(boldFont));
  pdf.addFont('DejaVuSans-Bold.ttf', FAMILY, 'bold');
  pdf.setFont(FAMILY, 'normal');
  pdf.setProperties({ title: meta.title, author: meta.author, creator: 'Vertaislaina' });
  pdf.setLanguage(meta.language === 'sv' ? 'sv-FI' : meta.language);
  return pdf;
}

/** Draws blocks top to bottom, starting a page where the next line does not fit. */
function createPainter(pdf: jsPDF) {
  const width = pdf.internal.pageSize.getWidth() - 2 * MARGIN;
  const bottom = pdf.internal.pageSize.getHeight() - MARGIN;
  let y = MARGIN;
  const lineHeight = (size: number) => size * LEADING;
  const room = (height: number) => {
    if (y + height <= bottom) return;
    pdf.addPage();
    y = MARGIN;
  };
  const lines = (value: string, size: number, maxWidth: number): string[] => {
    pdf.setFontSize(size);
    return pdf.splitTextToSize(value, maxWidth) as string[];
  };
  const write = (value: string, size: number, style: 'normal' | 'bold', x = MARGIN) => {
    pdf.setFont(FAMILY, style);
    for (const line of lines(value, size, width - (x - MARGIN))) {
      room(lineHeight(size));
      y += size;
      pdf.text(line, x, y);
      y += lineHeight(size) - size;
    }
  };

  const figure = (row: FigureRow) => {
    const style = row.strong ? 'bold' : 'normal';
    const label = lines(row.label, BODY, width * 0.62);
    room(lineHeight(BODY) * label.length);
    pdf.setFont(FAMILY, style);
    pdf.setFontSize(BODY);
    pdf.text(row.value, MARGIN + width, y + BODY, { align: 'right' });
    write(row.label, BODY, style);
    if (row.note) {
      pdf.setTextColor(90);
      write(row.note, SMALL, 'normal', MARGIN + 12);
      pdf.setTextColor(0);
    }
  };

  const table = (columns: readonly string[], rows: readonly string[][]) => {
    const cell = width / columns.length;
    // A table repeats its dates and amounts: each text is measured once.
    const measured = new Map<string, string[]>();
    const cellLines = (value: string) => {
      let found = measured.get(value);
      if (found === undefined) {
        found = lines(value, SMALL, cell - 4);
        measured.set(value, found);
      }
      return found;
    };
    const row = (cells: readonly string[], style: 'normal' | 'bold') => {
      pdf.setFont(FAMILY, style);
      const wrapped = cells.map(cellLines);
      const height = Math.max(...wrapped.map((w) => w.length)) * lineHeight(SMALL);
      room(height);
      wrapped.forEach((texts, index) => {
        texts.forEach((line, i) => {
          pdf.text(line, MARGIN + index * cell, y + SMALL + i * lineHeight(SMALL));
        });
      });
      y += height;
    };
    /*
     * Rows of one line each are drawn a page's worth at a time, one text call per column (its
     * lines a row apart): jsPDF's cost is mostly per call, and a loss table can have 10 000 rows.
     */
    let run: string[][] = [];
    const drawRun = () => {
      if (run.length === 0) return;
      pdf.setFont(FAMILY, 'normal');
      pdf.setFontSize(SMALL);
      columns.forEach((_, index) => {
        const column = run.map((cells) => cells[index] ?? '');
        pdf.text(column, MARGIN + index * cell, y + SMALL, { lineHeightFactor: LEADING });
      });
      y += run.length * lineHeight(SMALL);
      run = [];
    };
    row(columns, 'bold');
    pdf.setDrawColor(160);
    pdf.line(MARGIN, y, MARGIN + width, y);
    y += 2;
    for (const cells of rows) {
      const wrapped = cells.map(cellLines);
      if (wrapped.some((w) => w.length > 1)) {
        drawRun();
        row(cells, 'normal');
      } else {
        if (y + (run.length + 1) * lineHeight(SMALL) > bottom) {
          drawRun();
          room(lineHeight(SMALL));
        }
        run.push(wrapped.map((w) => w[0] ?? ''));
      }
    }
    drawRun();
  };

  return (block: StatementBlock) => {
    switch (block.kind) {
      case 'title':
        write(block.text, 16, 'bold');
        y += 6;
        return;
      case 'heading':
        y += 8;
        room(lineHeight(12) * 3);
        write(block.text, 12, 'bold');
        y += 2;
        return;
      case 'text':
        write(block.text, SMALL + 1, 'normal');
        y += 3;
        return;
      case 'figures':
        block.rows.forEach(figure);
        y += 3;
        return;
      case 'table':
        table(block.columns, block.rows);
        y += 4;
        return;
    }
  };
}

/** The statement's PDF file as bytes. */
export function renderPdf(blocks: readonly StatementBlock[], meta: PdfMeta): ArrayBuffer {
  const pdf = createDocument(meta);
  blocks.forEach(createPainter(pdf));
  return pdf.output('arraybuffer');
}
