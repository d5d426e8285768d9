import type { Identity } from '../domain/identity/identities.ts';
import { escapeHtml as e } from '../escape-html.ts';
import { BANK_PAGE_PATH } from './paths.ts';
import type { MadeUpPerson } from './random-person.ts';

export const NEW_PERSON = 'new';

export interface BankPageModel {
  state: string;
  bank: string;
  identities: readonly Identity[];
  /** The new-person fields as shown (pre-filled, or as the tester typed them). */
  person: MadeUpPerson;
  /** The chosen radio: NEW_PERSON or an identity code. */
  selected: string;
  errors: readonly string[];
}

function identityOption(identity: Identity, selected: string): string {
  const account = identity.userId === null ? 'no account' : 'has an account';
  const label = `${identity.firstName} ${identity.lastName}, ${identity.ssn}, ${account}`;
  const checked = identity.ssn === selected ? ' checked' : '';
  return `<label><input type="radio" name="person" value="${e(identity.ssn)}"${checked}> ${e(label)}</label>`;
}

function field(name: string, label: string, value: string, type = 'text'): string {
  return `<label for="${name}">${e(label)}</label>
<input id="${name}" name="${name}" type="${type}" value="${e(value)}" autocomplete="off">`;
}

/** The simulated bank's identification page: who identifies, and the three ways to answer. */
export function bankPageBody(model: BankPageModel): string {
  const alert =
    model.errors.length === 0
      ? ''
      : `<div role="alert"><p>Check the new person's details:</p><ul>${model.errors
          .map((error) => `<li>${e(error)}</li>`)
          .join('')}</ul></div>`;
  const newChecked = model.selected === NEW_PERSON ? ' checked' : '';
  return `<h1>Identify with ${e(model.bank)}</h1>
<p class="note">Sandbox: a simulated strong identification, no real bank is involved.
<span lang="fi">Simuloitu vahva tunnistautuminen.</span></p>
${alert}
<form method="post" action="${BANK_PAGE_PATH}">
<input type="hidden" name="state" value="${e(model.state)}">
<fieldset>
<legend>Who is identifying?</legend>
<label><input type="radio" name="person" value="${NEW_PERSON}"${newChecked}> A new person</label>
${model.identities.map((identity) => identityOption(identity, model.selected)).join('\n')}
</fieldset>
<fieldset>
<legend>New person</legend>
${field('first_name', 'First name', model.person.firstName)}
${field('last_name', 'Last name', model.person.lastName)}
${field('ssn', 'Personal identity code', model.person.ssn)}
${field('birth_date', 'Date of birth', model.person.birthDate, 'date')}
</fieldset>
<div class="actions">
<button type="submit" name="action" value="identify" class="primary">Identify</button>
<button type="submit" name="action" value="cancel">Cancel</button>
<button type="submit" name="action" value="fail">Fail authentication</button>
<button type="submit" name="action" value="error">Provider error</button>
</div>
</form>`;
}
