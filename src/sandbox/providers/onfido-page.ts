import { escapeHtml as e } from '../escape-html.ts';
import { ONFIDO_PAGE_PATH } from './paths.ts';

/** The choices of the simulated document check, in the order shown (the first is preselected). */
export const ONFIDO_CHOICES = [
  { outcome: 'approved', label: 'Documents approved' },
  { outcome: 'processing', label: 'Still processing' },
  { outcome: 'rejected', label: 'Documents rejected' },
] as const;

export function onfidoPageBody(state: string, person: string, attempt: number): string {
  const choices = ONFIDO_CHOICES.map(
    ({ outcome, label }, index) =>
      `<label><input type="radio" name="outcome" value="${outcome}"${index === 0 ? ' checked' : ''}> ${label}</label>`,
  ).join('\n');
  return `<h1>Identity document check</h1>
<p class="note">Sandbox: a simulated Onfido document check for ${e(person)} (attempt ${attempt}).
No documents are uploaded.</p>
<form method="post" action="${ONFIDO_PAGE_PATH}">
<input type="hidden" name="state" value="${e(state)}">
<fieldset>
<legend>Result of the document check</legend>
${choices}
</fieldset>
<div class="actions">
<button type="submit" class="primary">Submit documents</button>
</div>
</form>`;
}
