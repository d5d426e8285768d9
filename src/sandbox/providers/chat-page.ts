import { CHAT_MESSAGE_TYPE, type ChatMessage } from '#shared/chat-messages.ts';
import { escapeHtml as e } from '../escape-html.ts';
import type { ChatTexts } from './chat-texts.ts';
import type { OfflineError, OfflineField, OfflineForm } from './chat-offline-form.ts';

/** Where the page's forms post back to, with what says who framed it. */
export interface ChatPageContext {
  action: string;
  appOrigin: string;
  lang: string;
  texts: ChatTexts;
}

const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

const hidden = (page: ChatPageContext) =>
  `<input type="hidden" name="app_origin" value="${e(page.appOrigin)}">
<input type="hidden" name="lang" value="${e(page.lang)}">`;

/** An agent is online: the conversation so far and a box for the next message. */
export function chatConversationBody(
  page: ChatPageContext,
  turn: number,
  lines: readonly { from: 'agent' | 'you'; text: string }[],
): string {
  const { texts } = page;
  const transcript = lines
    .map(
      (line) =>
        `<li><strong>${e(line.from === 'agent' ? texts.agentName : texts.yourMessage)}:</strong> ${e(line.text)}</li>`,
    )
    .join('\n');
  return `<h1>${e(texts.title)}</h1>
<ol aria-live="polite">
${transcript}
</ol>
<form method="post" action="${e(page.action)}">
${hidden(page)}
<input type="hidden" name="turn" value="${turn}">
<label>${e(texts.yourMessage)} <input type="text" name="text" required></label>
<div class="actions">
<button class="primary" name="action" value="say">${e(texts.send)}</button>
<button name="action" value="end" formnovalidate>${e(texts.end)}</button>
</div>
</form>`;
}

/** The conversation has ended: the page says so and tells the app, which asks for a refresh. */
export function chatEndedBody(page: ChatPageContext, lastAgentLine: string | null): string {
  const message: ChatMessage = { type: CHAT_MESSAGE_TYPE, event: 'ended' };
  const last =
    lastAgentLine === null
      ? ''
      : `<p><strong>${e(page.texts.agentName)}:</strong> ${e(lastAgentLine)}</p>`;
  return `<h1>${e(page.texts.title)}</h1>
${last}
<p role="status">${e(page.texts.ended)}</p>
<script>window.parent.postMessage(${scriptJson(message)}, ${scriptJson(page.appOrigin)});</script>`;
}

const FIELD_TYPES: Record<OfflineField, string> = { name: 'text', email: 'email', message: '' };

/**
 * No agent is online: the offline form. What was typed comes back in the fields after a
 * rejected or failed send, with the reason.
 */
export function chatOfflineBody(
  page: ChatPageContext,
  form: OfflineForm,
  errors: Partial<Record<OfflineField, OfflineError>>,
  alert: string | null,
): string {
  const { texts } = page;
  const field = (name: OfflineField) => {
    const error = errors[name];
    const errorId = `${name}-error`;
    const described = error ? ` aria-invalid="true" aria-describedby="${errorId}"` : '';
    const control =
      name === 'message'
        ? `<textarea name="message" rows="5" required${described}>${e(form.message)}</textarea>`
        : `<input type="${FIELD_TYPES[name]}" name="${name}" value="${e(form[name])}" required${described}>`;
    const errorText = error ? `<span id="${errorId}" class="error">${e(texts[error])}</span>` : '';
    return `<label>${e(texts[name])} ${control}</label>${errorText}`;
  };
  return `<h1>${e(texts.title)}</h1>
<p>${e(texts.offlineIntro)}</p>
${alert === null ? '' : `<p role="alert">${e(alert)}</p>`}
<form method="post" action="${e(page.action)}" novalidate>
${hidden(page)}
${field('name')}
${field('email')}
${field('message')}
<div class="actions"><button class="primary">${e(texts.send)}</button></div>
</form>`;
}

export function chatOfflineSentBody(page: ChatPageContext): string {
  return `<h1>${e(page.texts.title)}</h1>
<p role="status">${e(page.texts.sent)}</p>`;
}
