import type { AccountChoice } from '../domain/applications/store.ts';
import { escapeHtml as e } from '../escape-html.ts';
import { PROVIDERS_PREFIX } from './paths.ts';

/** The simulated Kreditz frame (embedded in the app) and the redirect providers' page. */
export const KREDITZ_PAGE_PATH = `${PROVIDERS_PREFIX}/kreditz/frame`;
export const AISP_PAGE_PATH = `${PROVIDERS_PREFIX}/aisp/authorize`;

/** The accounts a tester can share, and what the scoring makes of each (scoring.ts). */
const ACCOUNT_OPTIONS: readonly (readonly [AccountChoice, string])[] = [
  ['main', 'Share the main account (regular salary): approved'],
  ['few-transactions', 'Share a secondary account with few transactions: try another account'],
  ['defaults', 'Share an account showing payment defaults: rejected'],
  ['error', 'Share an account the scoring cannot read: scoring error'],
];

export type PageAction = AccountChoice | 'cancel' | 'frame-error';

function buttons(extra: readonly (readonly [PageAction, string])[]): string {
  return [...ACCOUNT_OPTIONS, ...extra]
    .map(
      ([value, label], index) =>
        `<button type="submit" name="action" value="${value}"${index === 0 ? ' class="primary"' : ''}>${e(label)}</button>`,
    )
    .join('\n');
}

/** The frame's page: choose the account data to share, or cancel, or make the frame fail. */
export function kreditzPageBody(state: string, appOrigin: string): string {
  return `<h1>Share your bank account data</h1>
<p class="note">Sandbox: a simulated Kreditz account check inside the app; no real bank is involved.
<span lang="fi">Simuloitu tilitietojen jakaminen.</span></p>
<form method="post" action="${KREDITZ_PAGE_PATH}">
<input type="hidden" name="state" value="${e(state)}">
<input type="hidden" name="app_origin" value="${e(appOrigin)}">
<div class="actions">
${buttons([
  ['cancel', 'Cancel bank authentication'],
  ['frame-error', 'Simulate an error'],
])}
</div>
</form>`;
}

/** The redirect provider's page (opened in the browser), for one bank when one was chosen. */
export function aispPageBody(state: string, bank: string | null): string {
  const heading =
    bank === null ? 'Share your bank account data' : `Share your ${bank} account data`;
  return `<h1>${e(heading)}</h1>
<p class="note">Sandbox: a simulated account-information service; no real bank is involved.
<span lang="fi">Simuloitu tilitietopalvelu.</span></p>
<form method="post" action="${AISP_PAGE_PATH}">
<input type="hidden" name="state" value="${e(state)}">
<div class="actions">
${buttons([['cancel', 'Cancel']])}
</div>
</form>`;
}

/** JSON safe inside a script element (no `</script>` or comment can close it). */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The frame's answer: posts its message to the app (window.parent) for the app's origin only,
 * and says what happened for a person looking at the frame.
 */
export function kreditzAnswerBody(message: unknown, appOrigin: string, summary: string): string {
  return `<h1>Bank account data</h1>
<p role="status">${e(summary)}</p>
<script>window.parent.postMessage(${scriptJson(message)}, ${scriptJson(appOrigin)});</script>`;
}
