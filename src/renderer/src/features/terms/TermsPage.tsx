import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromApiLanguage } from '#shared/languages.ts';
import { SERVER_ERROR_KEY } from '../../api/errors.ts';
import { useServices } from '../../services/app-services.ts';
import { languageAtom, mustAcceptTermsAtom } from '../../state/atoms.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { DocumentBox } from '../../ui/DocumentBox.tsx';
import { acceptTermsMutation } from './mutations.ts';
import { latestTermsQuery } from './queries.ts';
import { PATHS } from '../../navigation/paths.ts';
import buttons from '../../ui/button.module.css';
import styles from './terms.module.css';

/** /terms-and-conditions: the updated terms, an accept button and a note about not accepting. */
export function TermsPage() {
  const { t } = useTranslation();
  const { api, clock } = useServices();
  const language = useAtomValue(languageAtom);
  const setMustAccept = useSetAtom(mustAcceptTermsAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const terms = useQuery(latestTermsQuery(api, language));
  const accept = useMutation({
    ...acceptTermsMutation({ api, clock }),
    onSuccess: async () => {
      setMustAccept(false);
      if (pathname !== PATHS.dashboard) await navigate(PATHS.dashboard, { replace: true });
    },
  });

  return (
    <section>
      <h1>{t('terms:title')}</h1>
      <p>{t('terms:intro')}</p>
      {terms.isPending ? <PageLoading /> : null}
      {terms.isError ? <Alert>{t('errors:pageLoad')}</Alert> : null}
      {terms.data ? (
        <>
          <p className={styles.version}>{t('terms:version', { version: terms.data.version })}</p>
          <DocumentBox
            label={t('terms:documentLabel')}
            html={terms.data.blade}
            lang={fromApiLanguage(terms.data.language)}
          />
          {accept.isError ? <Alert>{t(SERVER_ERROR_KEY)}</Alert> : null}
          <button
            type="button"
            className={buttons.primary}
            disabled={accept.isPending}
            onClick={() => accept.mutate(terms.data.version)}
          >
            {t('terms:accept')}
          </button>
        </>
      ) : null}
      <p className={styles.note}>{t('terms:notAcceptingNote')}</p>
    </section>
  );
}
