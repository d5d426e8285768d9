import type { Page } from '@playwright/test';
import { BankChoicePage } from '../pages/bank-choice.page.ts';
import { SimulatedBankPage, type BankAnswer } from '../pages/simulated-bank.page.ts';
import type { Lang } from './i18n.ts';
import { fullName, type NamedPerson } from './personas.ts';

/** The bank choice and the simulated bank page, as steps (see their page models). */
export async function acceptTerms(page: Page, lang: Lang, key = 'bank:termsCheckbox.terms') {
  await new BankChoicePage(page, lang).termsBox(key).check();
}

export async function chooseBank(page: Page, lang: Lang, nameKey = 'bank:names.nordea') {
  await new BankChoicePage(page, lang).choose(nameKey);
}

export type { BankAnswer };

export async function answerAsKnown(page: Page, fullName: string, answer: BankAnswer = 'Identify') {
  await new SimulatedBankPage(page).answerAsKnown(fullName, answer);
}

export async function answerAsNewPerson(page: Page, answer: BankAnswer = 'Identify') {
  await new SimulatedBankPage(page).answerAsNewPerson(answer);
}

/** The simulated bank's pre-filled new (adult) person. */
export const NEW_PERSON = 'a new person';

export interface Identification {
  lang?: Lang;
  /** The terms box's `bank:termsCheckbox.*` key (investor onboarding asks for the price list). */
  terms?: string;
  /** The method's `bank:names.*` key (Nordea unless told). */
  bank?: string;
  answer?: BankAnswer;
}

/**
 * From a bank choice: ticks the terms, chooses the bank and answers at the simulated bank as a
 * known person or a new one; the browser then returns to the app's callback.
 */
export async function identifyAtBank(
  page: Page,
  who: NamedPerson | typeof NEW_PERSON,
  { lang = 'en', terms, bank, answer = 'Identify' }: Identification = {},
): Promise<void> {
  await acceptTerms(page, lang, terms);
  await chooseBank(page, lang, bank);
  if (who === NEW_PERSON) await answerAsNewPerson(page, answer);
  else await answerAsKnown(page, fullName(who), answer);
}
