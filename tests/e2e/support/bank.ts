import { expect, type Page } from '@playwright/test';
import { t, type Lang } from './i18n.ts';

/**
 * The app's bank choice and the sandbox's simulated bank page
 * (/__sandbox/providers/bank/authorize: a persona's identity or a new person, then Identify,
 * Cancel, Fail authentication or Provider error).
 */
export async function acceptTerms(page: Page, lang: Lang, key = 'bank:termsCheckbox.terms') {
  const label = t(lang, key).replace(/<\/?modal>/g, '');
  await page.getByRole('checkbox', { name: label }).check();
}

export async function chooseBank(page: Page, lang: Lang, nameKey = 'bank:names.nordea') {
  const button = page.getByRole('button', { name: t(lang, nameKey), exact: true });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page).toHaveURL(/\/__sandbox\/providers\/bank\/authorize\?/);
}

export type BankAnswer = 'Identify' | 'Cancel' | 'Fail authentication' | 'Provider error';

/** On the bank page: identify as a known person (by name) and answer. */
export async function answerAsKnown(page: Page, fullName: string, answer: BankAnswer = 'Identify') {
  await page.getByRole('radio', { name: new RegExp(`^${fullName},`) }).check();
  await page.getByRole('button', { name: answer, exact: true }).click();
}

/** On the bank page: identify as the pre-filled new (adult) person. */
export async function answerAsNewPerson(page: Page, answer: BankAnswer = 'Identify') {
  await page.getByRole('radio', { name: 'A new person' }).check();
  await page.getByRole('button', { name: answer, exact: true }).click();
}
