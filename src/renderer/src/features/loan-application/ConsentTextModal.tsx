import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../navigation/paths.ts';
import { Modal } from '../../ui/modal/Modal.tsx';
import buttons from '../../ui/button.module.css';

const PARAGRAPHS = ['full1', 'full2', 'full3', 'full4'] as const;

/** /…/ccis/more: the full consent text in a modal; closing goes back to the consent step. */
export function ConsentTextModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const close = () => void navigate(PATHS.loanApplicationStep('ccis'), { replace: true });
  return (
    <Modal title={t('loanApplication:consent.fullTitle')} onClose={close}>
      {PARAGRAPHS.map((key) => (
        <p key={key}>{t(`loanApplication:consent.${key}`)}</p>
      ))}
      <button type="button" className={buttons.primary} onClick={close}>
        {t('loanApplication:consent.close')}
      </button>
    </Modal>
  );
}
