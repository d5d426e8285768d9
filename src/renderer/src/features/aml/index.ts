/* The person AML questionnaire of investor onboarding. */
export { personAmlRoute } from './routes.tsx';
export { amlKeys, personAmlQuery } from './queries.ts';
