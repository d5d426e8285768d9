import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { smsCodeForm, type SmsCodeForm } from './login.ts';
import { EMAIL_PATTERN } from './fields.ts';
import { phoneField } from './phone.ts';

export { EMAIL_PATTERN };

export const emailField = z
  .string()
  .trim()
  .min(1, MESSAGES.required)
  .regex(EMAIL_PATTERN, MESSAGES.email);

/**
 * Registration details (/register/provide-details and the investor onboarding step): phone,
 * e-mail, the e-mail typed again (must equal it) and the offers checkbox.
 */
export const registerDetailsForm = z
  .object({
    mobile_phone: phoneField,
    email: emailField,
    confirm_email: z.string().trim().min(1, MESSAGES.required),
    is_checked_offers: z.boolean(),
  })
  .superRefine((values, context) => {
    if (values.confirm_email !== values.email) {
      context.addIssue({ code: 'custom', path: ['confirm_email'], message: MESSAGES.confirmEmail });
    }
  });
export type RegisterDetailsForm = z.infer<typeof registerDetailsForm>;

/** The registration's phone verification: the same four-digit rule as the SMS login. */
export const registerCodeForm = smsCodeForm;
export type RegisterCodeForm = SmsCodeForm;

/** Bank identification starts only after the terms are accepted. */
export const bankTermsForm = z.object({
  accepted_terms: z.boolean().refine((accepted) => accepted, MESSAGES.acceptTerms),
});
export type BankTermsForm = z.infer<typeof bankTermsForm>;
