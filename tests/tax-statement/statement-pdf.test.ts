/*
 * The tax statement as a file (issue 22 §1): the PDF read back with poppler's pdftotext and pdffonts
 * (Debian poppler-utils), its figures compared with the rules module's, and the CSV's lines.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatCents } from '#shared/domain/format.ts';
import type { AppLanguage } from '#shared/languages.ts';
import { renderCsv } from '../../src/renderer/src/features/tax-statement/render-csv.ts';
import { renderPdf } from '../../src/renderer/src/features/tax-statement/render-pdf.ts';
import type { StatementBlock } from '../../src/renderer/src/features/tax-statement/statement-blocks.ts';
import { statementDocument } from '../../src/renderer/src/features/tax-statement/statement-document.ts';
import { SUBJECT, workedYear, writerIn } from './worked-statement.ts';

/** The PDF written to a temporary file for poppler's tools. */
function pdfFileOf(bytes: ArrayBuffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'tax-pdf-')), 'statement.pdf');
  writeFileSync(file, new Uint8Array(bytes));
  return file;
}

/** The distinct fonts pdffonts lists, and whether each is embedded (all must be). */
function fontsOf(file: string): string[] {
  const rows = execFileSync('pdffonts', [file], { encoding: 'utf8' }).trim().split('\n').slice(2);
  const embedded = rows.map((row) => row.split(/\s+/)).filter((cells) => cells.includes('yes'));
  expect(embedded).toHaveLength(rows.length);
  return [...new Set(rows.map((row) => row.split(/\s+/)[0] ?? ''))];
}

/** The PDF's text as poppler's pdftotext reads it (spaces of any kind made plain). */
function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], {
    encoding: 'utf8',
  })
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/[ \t]*\n[ \t]*/g, '\n');
}

/** Wrapped lines joined: a phrase is found wherever the page broke it. */
const flat = (value: string) => value.replace(/\s+/g, ' ');

const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');

function statementPdf(language: AppLanguage, year: number, holder: 'person' | 'company') {
  const figures = workedYear(year, holder);
  const writer = writerIn(language);
  const blocks = statementDocument(writer, figures, SUBJECT);
  const bytes = renderPdf(blocks, { title: 'Tax statement', author: SUBJECT.holderName, language });
  const pdfFile = pdfFileOf(bytes);
  const text = pdfText(pdfFile);
  return {
    pdfFile,
    figures,
    text,
    flatText: flat(text),
    money: (c: number) => plain(formatCents(c, language)),
  };
}

describe('the statement PDF, read back with pdftotext', () => {
  it('holds the rules module’s figures for 2024 in English, as searchable text', () => {
    const { figures, text, flatText, money, pdfFile } = statementPdf('en', 2024, 'person');
    expect(text).toContain('Tax statement 2024');
    expect(text).toContain('Sanna Äijälä-Öst');
    expect(text).toContain('DEP-1001');
    expect(text).toContain('01.02.2026');
    expect(flatText).toContain("This is not the Tax Administration's decision");
    expect(text).toContain(money(figures.interestCents));
    expect(text).toContain(money(figures.costsCents));
    expect(text).toContain(money(figures.transferLossesCents));
    expect(text).toContain(money(figures.salesFeeCents));
    expect(text).toContain(money(figures.personal?.illustrativeTaxCents ?? -1));
    expect(text).toContain(money(figures.personal?.carriedForwardCents ?? -1));
    // The loan lost, with its dates and the net loss of the year it belongs to.
    expect(text).toMatch(/LN7\s+10\.05\.2022\s+15\.12\.2023/);
    expect(text).toContain(money(680_00));
    expect(text).toContain('Sales of securities (form 9A)');
    expect(text).toContain('Tax at 30% (34% above €30 000)');
    // Only the embedded font: none of the standard fonts a viewer would have to substitute.
    expect(fontsOf(pdfFile)).toEqual(['DejaVuSans']);
  });

  it('says in the December write-off’s year that the loss belongs to the next year (Finnish)', () => {
    const { figures, text, flatText, money } = statementPdf('fi', 2023, 'person');
    expect(text).toContain('Veroselvitys 2023');
    expect(flatText).toContain('LN7: saatava myytiin 14.03.2024, joten tappio kuuluu vuoden 2024');
    expect(text).toContain(money(figures.netInterestCents));
    expect(text).toContain('Luovutustappiot');
    expect(figures.transferLossesCents).toBe(0);
  });

  it('leaves the personal-tax lines out of a company’s statement', () => {
    const { text, flatText, figures, money } = statementPdf('en', 2024, 'company');
    expect(text).toContain(money(figures.transferLossesCents));
    expect(text).not.toContain('Illustrative tax');
    expect(text).not.toContain('OmaVero');
    expect(flatText).toContain('A company is taxed on its books');
  });
});

describe('a long table in the PDF', () => {
  it('keeps every row on its line, in order, over its pages, and wraps a cell too long', () => {
    const loan = (i: number) => `LN${String(i).padStart(4, '0')}`;
    const rows = Array.from({ length: 300 }, (_, i) => [loan(i), `${i},00 €`, 'ei tiedossa']);
    rows[150] = [loan(150), 'a cell far too long for its column to hold on one line', '-'];
    const blocks: StatementBlock[] = [
      { kind: 'table', columns: ['Laina', 'Määrä', 'Myyty'], rows },
    ];
    const file = pdfFileOf(renderPdf(blocks, { title: 't', author: 'a', language: 'fi' }));
    const text = pdfText(file);
    const pages = text.split('\f').filter((page) => page.trim() !== '');
    expect(pages.length).toBeGreaterThan(3);
    const lines = text.split(/[\n\f]/);
    const at = (i: number) => lines.findIndex((line) => line.startsWith(loan(i)));
    for (let i = 0; i < 300; i++) {
      if (i === 150) continue;
      expect(lines[at(i)]).toMatch(new RegExp(`^${loan(i)}\\s+${i},00 €\\s+ei tiedossa$`));
      if (i > 0) expect(at(i)).toBeGreaterThan(at(i - 1));
    }
    expect(lines[at(150)]).toMatch(/^LN0150\s+a cell far too long\b.*\s+-$/);
    expect(lines[at(150) + 1]).toMatch(/^\S.*\bline$/);
    expect(at(151)).toBeGreaterThan(at(150) + 1);
  });
});

describe('the statement CSV', () => {
  it('holds the same lines as the PDF', () => {
    const writer = writerIn('sv');
    const figures = workedYear(2024);
    const csv = renderCsv(statementDocument(writer, figures, SUBJECT), ['a', 'b', 'c', 'd']);
    expect(csv.startsWith('\uFEFFa;b;c;d\r\n')).toBe(true);
    expect(plain(csv)).toContain(
      `Överlåtelseförluster;${plain(formatCents(figures.transferLossesCents, 'sv'))}`,
    );
    expect(csv).toContain('LN7;10.05.2022;15.12.2023');
  });
  it('writes a name that looks like a formula as text', () => {
    const subject = { ...SUBJECT, holderName: '=HYPERLINK("http://x";"y")' };
    const csv = renderCsv(statementDocument(writerIn('fi'), workedYear(2024), subject), ['a']);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"";""y"")"`);
    expect(csv).not.toMatch(/;=HYPERLINK/);
  });
});
