/**
 * Child process of the tax statement's figures (tax-statement-figures.ts): one measure in a fresh
 * V8, cold as in the app. `years ENTRIES LOSSES RUNS` or `pdf LOSSES RUNS`; prints one JSON line.
 */
import { measureTaxPdf, measureTaxYears } from './tax-statement-measure.ts';

const [part, ...numbers] = process.argv.slice(2);
const [first = Number.NaN, second = Number.NaN, third = Number.NaN] = numbers.map(Number);

if (part === 'years') {
  console.log(JSON.stringify(await measureTaxYears(first, second, third)));
} else if (part === 'pdf') {
  console.log(JSON.stringify(await measureTaxPdf(first, second)));
} else {
  throw new Error(`tax-statement-probe: unknown part ${part}`);
}
