import type { IsoDate } from '#shared/domain/finance/dates.ts';
import {
  TAX_SOURCES,
  type CreditLossLine,
  type TaxYearFigures,
} from '#shared/domain/tax-statement/index.ts';
import {
  day,
  doc,
  heading,
  money,
  text,
  type BlockWriter,
  type FigureRow,
  type StatementBlock,
} from './statement-blocks.ts';

/** Who and what the statement is about, besides its figures. */
export interface StatementSubject {
  holderName: string;
  portfolio: { kind: 'deposit' | 'legacy'; id: string };
  madeOn: IsoDate;
}

/** A labelled amount of the figures. */
const amount = (
  w: BlockWriter,
  label: string,
  cents: number,
  more: Omit<FigureRow, 'label' | 'value'> = {},
): FigureRow => ({ label: doc(w, label), value: money(w, cents), ...more });

/** A block of labelled figures. */
const figureBlock = (rows: FigureRow[]): StatementBlock => ({ kind: 'figures', rows });

function header(w: BlockWriter, figures: TaxYearFigures, subject: StatementSubject) {
  const portfolioKey = subject.portfolio.kind === 'deposit' ? 'fairCredit' : 'legacy';
  return [
    { kind: 'title', text: doc(w, 'title', { year: figures.year }) },
    figureBlock([
      { label: doc(w, 'holder'), value: subject.holderName },
      { label: doc(w, 'portfolio'), value: doc(w, portfolioKey, { id: subject.portfolio.id }) },
      { label: doc(w, 'year'), value: String(figures.year) },
      { label: doc(w, 'made'), value: day(w, subject.madeOn) },
    ]),
    ...(figures.unfinished ? [text(doc(w, 'unfinished', { year: figures.year }))] : []),
    text(doc(w, 'disclaimer')),
    ...(figures.personal === null ? [text(doc(w, 'company'))] : []),
  ] satisfies StatementBlock[];
}

function income(w: BlockWriter, figures: TaxYearFigures): StatementBlock[] {
  const costs = figures.costs.map((line) => amount(w, `costTypes.${line.type}`, line.cents));
  return [
    heading(doc(w, 'income')),
    figureBlock([
      amount(w, 'interest', figures.interestCents),
      ...costs,
      amount(w, 'costs', figures.costsCents),
      amount(w, 'netInterest', figures.netInterestCents, { strong: true }),
    ]),
  ];
}

/** A loss table's row; `notKnown` is the mark for what is not known, translated once a table. */
function lossRow(w: BlockWriter, line: CreditLossLine, notKnown: string): string[] {
  const date = (value: IsoDate | null) => (value === null ? notKnown : day(w, value));
  return [
    line.loan ?? notKnown,
    date(line.investedOn),
    date(line.writtenOffOn),
    money(w, line.capitalLostCents),
    date(line.recoveredOn),
    money(w, line.recoveredCents),
    line.placement === 'final' ? money(w, -line.resultCents) : notKnown,
  ];
}

function losses(w: BlockWriter, figures: TaxYearFigures): StatementBlock[] {
  const lines = figures.creditLosses;
  if (lines.length === 0) return [heading(doc(w, 'losses')), text(doc(w, 'noLosses'))];
  const columns = ['loan', 'invested', 'writtenOff', 'lost', 'sold', 'price', 'result'];
  const notKnown = doc(w, 'notKnown');
  const soldLater = lines
    .filter((line) => line.placement === 'sold-later')
    .map((line) =>
      text(
        doc(w, 'soldLater', {
          loan: line.loan ?? doc(w, 'notKnown'),
          date: day(w, line.recoveredOn),
          year: line.finalYear,
        }),
      ),
    );
  const unsold = lines.some((line) => line.placement === 'final' && line.recoveredOn === null);
  return [
    heading(doc(w, 'losses')),
    {
      kind: 'table',
      columns: columns.map((key) => doc(w, `columns.${key}`)),
      rows: lines.map((line) => lossRow(w, line, notKnown)),
    },
    ...soldLater,
    ...(unsold ? [text(doc(w, 'unsold'))] : []),
    ...(figures.loansNamed ? [] : [text(doc(w, 'noLoans'))]),
  ];
}

function sales(w: BlockWriter, figures: TaxYearFigures): StatementBlock[] {
  if (figures.sales.length === 0) return [heading(doc(w, 'sales')), text(doc(w, 'noSales'))];
  return [
    heading(doc(w, 'sales')),
    {
      kind: 'table',
      columns: ['date', 'loan', 'price'].map((key) => doc(w, `salesColumns.${key}`)),
      rows: figures.sales.map((sale) => [
        day(w, sale.day),
        sale.loan ?? doc(w, 'notKnown'),
        money(w, sale.priceCents),
      ]),
    },
    figureBlock([
      amount(w, 'salesPrice', figures.salesPriceCents),
      amount(w, 'salesCost', figures.salesAcquisitionCents),
      amount(w, 'salesFee', figures.salesFeeCents),
      amount(w, 'salesResult', figures.salesResultCents, { strong: true }),
    ]),
  ];
}

function totals(w: BlockWriter, figures: TaxYearFigures): StatementBlock[] {
  const personal = figures.personal !== null;
  // Where each total goes in OmaVero is a personal-tax line: a company's statement leaves it out.
  const where = (key: string) => (personal ? { note: `${doc(w, 'where')}: ${doc(w, key)}` } : {});
  return [
    heading(doc(w, 'totals')),
    figureBlock([
      amount(w, 'interest', figures.interestCents, where('whereInterest')),
      amount(w, 'costs', figures.costsCents, where('whereCosts')),
      amount(w, 'transferLosses', figures.transferLossesCents, {
        ...where('whereTransfers'),
        strong: true,
      }),
      amount(w, 'transferGains', figures.transferGainsCents, where('whereTransfers')),
    ]),
  ];
}

function illustrativeTax(w: BlockWriter, figures: TaxYearFigures): StatementBlock[] {
  const tax = figures.personal;
  if (tax === null) return [];
  return [
    heading(doc(w, 'illustrative')),
    figureBlock([
      amount(w, 'againstGains', tax.againstGainsCents),
      amount(w, 'againstIncome', tax.againstOtherIncomeCents),
      amount(w, 'taxBase', tax.taxBaseCents),
      amount(w, 'tax', tax.illustrativeTaxCents, { strong: true }),
      amount(w, 'carried', tax.carriedForwardCents),
    ]),
    text(doc(w, 'carryNote')),
  ];
}

function openPoints(w: BlockWriter): StatementBlock[] {
  return [
    heading(doc(w, 'open')),
    text(doc(w, 'openSale')),
    text(doc(w, 'openFinal')),
    text(doc(w, 'openLimit')),
    heading(doc(w, 'sources')),
    text(`${TAX_SOURCES.guidance}; ${TAX_SOURCES.kho}; ${TAX_SOURCES.law}.`),
  ];
}

/** The whole statement of one year, in the writer's language. */
export function statementDocument(
  w: BlockWriter,
  figures: TaxYearFigures,
  subject: StatementSubject,
): StatementBlock[] {
  return [
    ...header(w, figures, subject),
    ...income(w, figures),
    ...losses(w, figures),
    ...sales(w, figures),
    ...totals(w, figures),
    ...illustrativeTax(w, figures),
    ...openPoints(w),
  ];
}
