import { z } from 'zod';
import { isValidIban } from '../iban.ts';
import { requiredText } from './fields.ts';
import { MESSAGES } from './messages.ts';

/*
 * The rules the person and the company AML questionnaires share (investor.md §5 Person AML,
 * Company AML): the IBAN, the checkbox groups of which one box must be ticked, the boxes that
 * open a specification, the typed amounts and the answered choices.
 */

/** Groups of boxes by the group's name (the error's path), the boxes in screen order. */
export type BoxGroups = Readonly<Record<string, readonly string[]>>;
/** The boxes that open a text to specify, by box. */
export type BoxSpecifications = Readonly<Record<string, string>>;

/** The IBAN: required, then valid (spaces allowed as typed). */
export const ibanField = requiredText.refine(isValidIban, MESSAGES.iban);

/** A money amount as typed: digits with optional spaces and a comma or point decimal. */
const AMOUNT_TEXT = /^\d[\d\s\u00a0]*(?:[.,]\d{1,2})?$/;
export const amountText = requiredText.refine((text) => AMOUNT_TEXT.test(text), MESSAGES.amount);
/** An amount that may be negative (a company's loss): an optional minus before it. */
export const signedAmountText = requiredText.refine(
  (text) => AMOUNT_TEXT.test(text.replace(/^[-\u2212]\s*/, '')),
  MESSAGES.amount,
);

/** A typed amount ("2 500,50", "-1 200") as the number the gateway takes. */
export const amountOf = (text: string): number =>
  Number(
    text
      .replace(/[\s\u00a0]/g, '')
      .replace('\u2212', '-')
      .replace(',', '.'),
  );

/** A radio or select answer: '' until one of the options is chosen. */
export const choice = <T extends readonly [string, ...string[]]>(options: T) =>
  z.string().refine((value) => (options as readonly string[]).includes(value), MESSAGES.required);

/** A boolean field for each name. */
export function booleanFields<const N extends string>(
  names: readonly N[],
): Record<N, z.ZodBoolean> {
  return Object.fromEntries(names.map((name) => [name, z.boolean()])) as Record<N, z.ZodBoolean>;
}

/** A field for each name, of one schema. */
export function fieldsOf<const N extends string, S extends z.ZodType>(
  names: readonly N[],
  schema: S,
): Record<N, S> {
  return Object.fromEntries(names.map((name) => [name, schema])) as Record<N, S>;
}

/**
 * The group and specification rules, for a form and its payload alike: a group with no box
 * ticked fails at the group's name; a ticked box whose specification is empty fails at the
 * specification.
 */
export function checkboxRules(groups: BoxGroups, specifications: BoxSpecifications) {
  return (values: Record<string, unknown>, context: z.RefinementCtx): void => {
    for (const [group, boxes] of Object.entries(groups)) {
      if (!boxes.some((box) => values[box] === true)) {
        context.addIssue({ code: 'custom', path: [group], message: MESSAGES.atLeastOne });
      }
    }
    for (const [box, specification] of Object.entries(specifications)) {
      const text = values[specification];
      if (values[box] === true && !(typeof text === 'string' && text.trim())) {
        context.addIssue({ code: 'custom', path: [specification], message: MESSAGES.required });
      }
    }
  };
}

/** The boxes' values, picked from the form's. */
export function pickBoxes<const N extends string>(
  values: Readonly<Record<N, boolean>>,
  names: readonly N[],
): Record<N, boolean> {
  return Object.fromEntries(names.map((name) => [name, values[name]])) as Record<N, boolean>;
}

/** Each specification trimmed while its box is ticked, else cleared (null): the payload's. */
export function specificationsOf<const S extends string>(
  values: object,
  specifications: Readonly<Record<string, S>>,
): Record<S, string | null> {
  const read = values as Readonly<Record<string, unknown>>;
  return Object.fromEntries(
    Object.entries(specifications).map(([box, specification]) => {
      const text = read[specification];
      return [specification, read[box] === true && typeof text === 'string' ? text.trim() : null];
    }),
  ) as Record<S, string | null>;
}
