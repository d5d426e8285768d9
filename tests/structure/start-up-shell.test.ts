import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

// Read as files: in the renderer's test run a stylesheet import has no text.
const indexHtml = readFileSync('src/renderer/index.html', 'utf8');
const frameCss = readFileSync('src/renderer/src/styles/frame.css', 'utf8');

it("draws index.html's start-up shell only with classes that styles/frame.css defines", () => {
  const root = indexHtml.slice(indexHtml.indexOf('<div id="root">'));
  const classes = [...root.matchAll(/class="([^"]+)"/g)].flatMap((match) =>
    (match[1] ?? '').split(/\s+/),
  );
  expect(classes.length).toBeGreaterThan(4);
  for (const name of classes) expect(frameCss).toMatch(new RegExp(`\\.${name}\\s*\\{`));
});
