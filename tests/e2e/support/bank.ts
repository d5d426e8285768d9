import type { Page } from '@playwright/test';
import { BankChoicePage } from '../pages/bank-choice.page.ts';
import { SimulatedBankPage, type BankAnswer } from '../pages/simulated-bank.page.ts';
import type { Lang } from './i18n.ts';

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
