import { csvField } from '#shared/csv-field.ts';
import type { StatementBlock } from './statement-blocks.ts';

/** A field of the statement's CSV: the investor's and the company's names are theirs. */
const field = (value: string) => csvField(value, ';');

/**
 * The statement's blocks as CSV, one line per line of the PDF: the section (the last heading)
 * first, then the line's cells. Semicolons, as a Finnish spreadsheet reads them (the amounts
 * carry decimal commas in fi and sv); a byte-order mark so that the letters open right.
 */
export function renderCsv(blocks: readonly StatementBlock[], header: readonly string[]): string {
  const lines: string[][] = [[...header]];
  let section = '';
  for (const block of blocks) {
    switch (block.kind) {
      case 'title':
      case 'heading':
        section = block.text;
        break;
      case 'text':
        lines.push([section, '', '', block.text]);
        break;
      case 'figures':
        for (const row of block.rows) lines.push([section, row.label, row.value, row.note ?? '']);
        break;
      case 'table':
        lines.push([section, ...block.columns]);
        for (const row of block.rows) lines.push([section, ...row]);
        break;
    }
  }
  return `\uFEFF${lines.map((cells) => cells.map(field).join(';')).join('\r\n')}\r\n`;
}
