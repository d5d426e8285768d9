import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeModal } from '../../ui/modal/NoticeModal.tsx';
import buttons from '../../ui/button.module.css';

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
        <NoticeModal
          title={t('legacyBorrower:oldSystem.title')}
          closeLabel={t('legacyBorrower:oldSystem.close')}
          onClose={close}
        >
          <p>{t('legacyBorrower:oldSystem.text')}</p>
          <p>{t('legacyBorrower:oldSystem.contact')}</p>
        </NoticeModal>
      ) : null}
    </>
  );
}
