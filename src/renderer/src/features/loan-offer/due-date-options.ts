import type { TFunction } from 'i18next';
import { DUE_DATE_CHOICES, type DueDateChoice } from '#shared/api/borrower.ts';

/** The due-date day as the select shows it: 31 reads as the last of the month (§5). */
export function dueDateLabel(t: TFunction, day: DueDateChoice): string {
  return day === 31 ? t('loanOffer:dueDate.lastOfMonth') : t('loanOffer:dueDate.day', { day });
}

/** The options of the due-date select, in the spec's order: 1, 10, 15, 20, 25, last. */
export function dueDateOptions(t: TFunction): Array<{ value: string; label: string }> {
  return DUE_DATE_CHOICES.map((day) => ({ value: String(day), label: dueDateLabel(t, day) }));
}

/** The choice a select's value stands for (only the options above are ever offered). */
export function toDueDateChoice(value: string): DueDateChoice {
  return DUE_DATE_CHOICES.find((day) => String(day) === value) ?? 1;
}
