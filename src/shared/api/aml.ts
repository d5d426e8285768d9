import { personAmlFields, personAmlRequest } from '../domain/validation/aml.ts';
import { defineEndpoint } from './endpoint.ts';
import { envelope, unusedAnswer } from './envelope.ts';

/** The stored questionnaire, null before the first one (its fields as far as the gateway keeps them). */
export const storedPersonAml = personAmlFields.partial().nullable();

/** The person AML questionnaire (investor.md §7): POST a new one, PATCH an update. */
export const amlApi = {
  get: defineEndpoint({ method: 'GET', path: 'api/aml-pep', response: envelope(storedPersonAml) }),
  create: defineEndpoint({
    method: 'POST',
    path: 'api/aml-pep',
    body: personAmlRequest,
    response: unusedAnswer,
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: 'api/aml-pep',
    body: personAmlRequest,
    response: unusedAnswer,
  }),
};
