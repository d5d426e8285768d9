/** Run before the end-to-end suite (`npm test`, `npm run test:e2e`): see chromium.ts. */
import { checkChromium, defaultSearch } from './chromium.ts';

process.exitCode = await checkChromium(defaultSearch());
