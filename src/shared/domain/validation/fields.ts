import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/** Field rules several forms share; each fails with the cannot-be-empty message. */
export const requiredText = z.string().trim().min(1, MESSAGES.required);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A `YYYY-MM-DD` date input's value that is a real date. */
export const requiredDate = z
  .string()
  .trim()
  .refine((value) => ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)), MESSAGES.required);
/** An ISO 3166 alpha-2 country code, as the country selects hold them. */
export const countryField = z.string().regex(/^[A-Z]{2}$/, MESSAGES.required);
/** A standard e-mail address (§5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
