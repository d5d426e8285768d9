import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/modal/Modal.tsx';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';

/** The information modal for the old loan system: why these loans are shown here. */
export function OldSystemInfo() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" className={buttons.secondary} onClick={() => setOpen(true)}>
        {t('legacyBorrower:oldSystem.open')}
      </button>
      {open ? (
        <Modal title={t('legacyBorrower:oldSystem.title')} onClose={close}>
          <p>{t('legacyBorrower:oldSystem.text')}</p>
          <p>{t('legacyBorrower:oldSystem.contact')}</p>
          <div className={layout.actions}>
            <button type="button" className={buttons.primary} onClick={close}>
              {t('legacyBorrower:oldSystem.close')}
            </button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
