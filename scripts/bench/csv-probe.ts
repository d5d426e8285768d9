/**
 * Child process of the CSV's figures (csv-figures.ts): `measureCsv` in a fresh V8, with nothing
 * else loaded, as main's download service runs in main. Takes the target and the pairs as one
 * JSON argument; prints the figures as one JSON line.
 */
import { csvProbeInput, measureCsv } from './csv-figures.ts';

const input = csvProbeInput.parse(JSON.parse(process.argv[2] ?? ''));
console.log(JSON.stringify(await measureCsv(input.target, input.pairs)));
