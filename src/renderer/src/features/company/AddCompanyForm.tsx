import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ErrorReading } from '#shared/api/error-reading.ts';
import { isBusinessCode } from '#shared/domain/validation/business-code.ts';
import { useServices } from '../../services/app-services.ts';
import { ApiForm } from '../../ui/form/ApiForm.tsx';
import { boundFields, FormAlert } from '../../ui/form/bound-fields.tsx';
import { useApiForm } from '../../ui/form/use-api-form.ts';
import { addCompanyForm, type AddCompanyForm as Values } from './add-company-form.ts';
import { addCompany } from './mutations.ts';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';

const Field = boundFields<Values>();

/** Submit is enabled only for a business code of digits with one hyphen; no message otherwise. */
function SubmitWhenBusinessCode({ submitting }: { submitting: boolean }) {
  const { t } = useTranslation();
  const code = useWatch<Values, 'business_code'>({ name: 'business_code' });
  return (
    <button
      type="submit"
      className={buttons.primary}
      disabled={submitting || !isBusinessCode(code)}
    >
      {t('company:add.submit')}
    </button>
  );
}

/** A 422's message for the business code shows in the form's alert, not under the field. */
const BUSINESS_CODE_FAILURE: ErrorReading = { texts: [{ field: 'business_code' }] };

/**
 * The business-code form of the add-company modal. On success the modal's path takes the new
 * company's id (`{base}/{companyId}`); on failure the server's message shows in a danger alert
 * (investor.md §8), a 422's message for the code included.
 */
export function AddCompanyForm({ base, onCancel }: { base: string; onCancel: () => void }) {
  const { t } = useTranslation();
  const services = useServices();
  const navigate = useNavigate();
  const form = useApiForm({
    schema: addCompanyForm,
    defaultValues: { business_code: '' },
    async onSubmit(values) {
      const id = await addCompany(services, values.business_code);
      await navigate(`${base}/${id}`, { replace: true });
    },
    errorReading: BUSINESS_CODE_FAILURE,
  });
  return (
    <ApiForm form={form}>
      <p>{t('company:add.intro')}</p>
      <Field.Text
        name="business_code"
        label={t('company:add.businessCode')}
        hint={t('company:add.businessCodeHint')}
        autoComplete="off"
      />
      <FormAlert />
      <div className={layout.actions}>
        <SubmitWhenBusinessCode submitting={form.methods.formState.isSubmitting} />
        <button type="button" className={buttons.secondary} onClick={onCancel}>
          {t('company:add.close')}
        </button>
      </div>
    </ApiForm>
  );
}
