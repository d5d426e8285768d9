import { companyAmlRequest } from '../domain/validation/company-aml.ts';
import { z } from 'zod';
import { defineEndpoint, pathId } from './endpoint.ts';
import { unusedAnswer } from './envelope.ts';

/** The company AML questionnaire (investor.md §7): `{companyId}` is the company's id. */
export const companyAmlApi = {
  create: defineEndpoint({
    method: 'POST',
    path: 'api/company/{companyId}/aml',
    params: z.object({ companyId: pathId }),
    body: companyAmlRequest,
    response: unusedAnswer,
  }),
};
