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

function header(w: BlockWriter, figures: TaxYearFigures, subject: StatementSubject) {
  const portfolioKey = subject.portfolio.kind === 'deposit' ? 'fairCredit' : 'legacy';
  return [
    { kind: 'title', text: doc(w, 'title', { year: figures.year }) },
    {
      kind: 'figures',
      rows: [
        { label: doc(w, 'holder'), value: subject.holderName },
        { label: doc(w, 'portfolio'), value: doc(w, portfolioKey, { id: subject.portfolio.id }) },
        { label: doc(w, 'year'), value: String(figures.year) },
        { label: doc(w, 'made'), value: day(w, subject.madeOn) },
      ],
    },
    ...(figures.unfinished ? [text(doc(w, 'unfinished', { year: figures.year }))] : []),
    text(doc(w, 'disclaimer')),
    ...(figures.personal === null ? [text(doc(w, 'company'))] : []),
  ] satisfies StatementBlock[];
}

function income(w: BlockWriter, figures: TaxYearFigures): StatementBlock[] {
  const costs: FigureRow[] = figures.costs.map((line) => ({
    label: doc(w, `costTypes.${line.type}`),
    value: money(w, line.cents),
  }));
  return [
    heading(doc(w, 'income')),
    {
      kind: 'figures',
      rows: [
        { label: doc(w, 'interest'), value: money(w, figures.interestCents) },
        ...costs,
        { label: doc(w, 'costs'), value: money(w, figures.costsCents) },
        { label: doc(w, 'netInterest'), value: money(w, figures.netInterestCents), strong: true },
      ],
    },
  ];
}

function lossRow(w: BlockWriter, line: CreditLossLine): string[] {
  return [
    line.loan ?? doc(w, 'notKnown'),
    day(w, line.investedOn),
    day(w, line.writtenOffOn),
    money(w, line.capitalLostCents),
    day(w, line.recoveredOn),
    money(w, line.recoveredCents),
    line.placement === 'final' ? money(w, -line.resultCents) : doc(w, 'notKnown'),
  ];
}

function losses(w: BlockWriter, figures: TaxYearFigures): StatementBlock[] {
  const lines = figures.creditLosses;
  if (lines.length === 0) return [heading(doc(w, 'losses')), text(doc(w, 'noLosses'))];
  const columns = ['loan', 'invested', 'writtenOff', 'lost', 'sold', 'price', 'result'];
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
      rows: lines.map((line) => lossRow(w, line)),
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
    {
      kind: 'figures',
      rows: [
        { label: doc(w, 'salesPrice'), value: money(w, figures.salesPriceCents) },
        { label: doc(w, 'salesCost'), value: money(w, figures.salesAcquisitionCents) },
        { label: doc(w, 'salesFee'), value: money(w, figures.salesFeeCents) },
        { label: doc(w, 'salesResult'), value: money(w, figures.salesResultCents), strong: true },
      ],
    },
  ];
}

function totals(w: BlockWriter, figures: TaxYearFigures): StatementBlock[] {
  const personal = figures.personal !== null;
  // Where each total goes in OmaVero is a personal-tax line: a company's statement leaves it out.
  const where = (key: string) => (personal ? { note: `${doc(w, 'where')}: ${doc(w, key)}` } : {});
  return [
    heading(doc(w, 'totals')),
    {
      kind: 'figures',
      rows: [
        {
          label: doc(w, 'interest'),
          value: money(w, figures.interestCents),
          ...where('whereInterest'),
        },
        { label: doc(w, 'costs'), value: money(w, figures.costsCents), ...where('whereCosts') },
        {
          label: doc(w, 'transferLosses'),
          value: money(w, figures.transferLossesCents),
          ...where('whereTransfers'),
          strong: true,
        },
        {
          label: doc(w, 'transferGains'),
          value: money(w, figures.transferGainsCents),
          ...where('whereTransfers'),
        },
      ],
    },
  ];
}

function illustrativeTax(w: BlockWriter, figures: TaxYearFigures): StatementBlock[] {
  const tax = figures.personal;
  if (tax === null) return [];
  return [
    heading(doc(w, 'illustrative')),
    {
      kind: 'figures',
      rows: [
        { label: doc(w, 'againstGains'), value: money(w, tax.againstGainsCents) },
        { label: doc(w, 'againstIncome'), value: money(w, tax.againstOtherIncomeCents) },
        { label: doc(w, 'taxBase'), value: money(w, tax.taxBaseCents) },
        { label: doc(w, 'tax'), value: money(w, tax.illustrativeTaxCents), strong: true },
        { label: doc(w, 'carried'), value: money(w, tax.carriedForwardCents) },
      ],
    },
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
