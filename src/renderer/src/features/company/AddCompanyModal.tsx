import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PATHS } from '../../navigation/paths.ts';
import { Alert } from '../../ui/Alert.tsx';
import { canAddCompany, useProfileFlags } from '../profile/index.ts';
import { NotFoundPage } from '../shell/index.ts';
import { AddCompanyForm } from './AddCompanyForm.tsx';
import { Modal } from '../../ui/modal/Modal.tsx';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';

/** Where a pattern of the modal lives: its path without the id, and where closing goes. */
export interface AddCompanyPlace {
  base: string;
  closeTo: string;
}

const COMPANY_ID = /^\d+$/;

/**
 * The add-company modal (investor.md §2, `{base}/{companyId?}`): without an id, the business
 * code form; with the new company's id, the success message and Continue to the company AML.
 * Only FI, non-foreign users with a signed contract may add a company (§6); others are told so.
 */
export function AddCompanyModal({ base, closeTo }: AddCompanyPlace) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flags = useProfileFlags();
  const { companyId } = useParams();
  if (companyId !== undefined && !COMPANY_ID.test(companyId)) return <NotFoundPage />;
  const close = () => void navigate(closeTo);

  if (!flags || !canAddCompany(flags)) {
    return (
      <Modal title={t('company:add.title')} onClose={close}>
        <Alert tone="warning">{t('company:add.notAllowed')}</Alert>
        <div className={layout.actions}>
          <Link className={buttons.secondary} to={closeTo}>
            {t('company:add.close')}
          </Link>
        </div>
      </Modal>
    );
  }

  if (companyId !== undefined) {
    return (
      <Modal title={t('company:add.title')} onClose={close}>
        <Alert tone="success">{t('company:add.success')}</Alert>
        <div className={layout.actions}>
          <Link className={buttons.primary} to={PATHS.companyAml(companyId)}>
            {t('company:add.continue')}
          </Link>
        </div>
      </Modal>
    );
  }

  return (
    <Modal title={t('company:add.title')} onClose={close}>
      <AddCompanyForm base={base} onCancel={close} />
    </Modal>
  );
}
