import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../escape-html.ts';

const STYLE = `
body { font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem;
  line-height: 1.5; color: #1b1f24; }
fieldset { border: 1px solid #8a939d; border-radius: 0.5rem; margin: 1rem 0; padding: 0.75rem 1rem; }
label { display: block; margin: 0.35rem 0; }
input[type=text], input[type=date] { font: inherit; padding: 0.3rem; width: 100%; box-sizing: border-box; }
.actions { display: flex; gap: 0.75rem; flex-wrap: wrap; margin-top: 1rem; }
button { font: inherit; padding: 0.5rem 1rem; border-radius: 0.4rem; border: 1px solid #1b1f24;
  background: #fff; cursor: pointer; }
button.primary { background: #0b5cad; border-color: #0b5cad; color: #fff; }
[role=alert] { border-left: 4px solid #b00020; padding: 0.5rem 0.75rem; background: #fdecee; }
.note { color: #4a525b; font-size: 0.9rem; }
:focus-visible { outline: 3px solid #f0a500; outline-offset: 2px; }
`;

/** A simulated third-party page: plain, server-rendered, no scripts. */
export function sendPage(reply: FastifyReply, status: number, title: string, body: string) {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}

/** The page for a link that is unknown, used or too old. */
export function sendExpiredPage(reply: FastifyReply, what: string) {
  return sendPage(
    reply,
    400,
    `${what}: request expired`,
    `<h1>${escapeHtml(what)}</h1>
<p role="alert">This request is unknown or has expired (after 10 minutes). Start again from the app.</p>
<p lang="fi" class="note">Pyyntöä ei tunneta tai se on vanhentunut. Aloita alusta sovelluksessa.</p>`,
  );
}
