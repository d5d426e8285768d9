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
import { SafeHtml } from '../../ui/safe-html.tsx';
import { acceptTermsMutation } from './mutations.ts';
import { latestTermsQuery } from './queries.ts';
import { PATHS } from '../../navigation/paths.ts';

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
    <section className="page terms">
      <h1>{t('terms:title')}</h1>
      <p>{t('terms:intro')}</p>
      {terms.isPending ? <PageLoading /> : null}
      {terms.isError ? <Alert>{t('errors:pageLoad')}</Alert> : null}
      {terms.data ? (
        <>
          <p className="terms__version">{t('terms:version', { version: terms.data.version })}</p>
          {/* Focusable, so a keyboard user can scroll the long document (WCAG 2.1.1). */}
          <div
            className="terms__document"
            role="document"
            aria-label={t('terms:documentLabel')}
            tabIndex={0}
          >
            <SafeHtml html={terms.data.blade} lang={fromApiLanguage(terms.data.language)} />
          </div>
          {accept.isError ? <Alert>{t(SERVER_ERROR_KEY)}</Alert> : null}
          <button
            type="button"
            className="button button--primary"
            disabled={accept.isPending}
            onClick={() => accept.mutate(terms.data.version)}
          >
            {t('terms:accept')}
          </button>
        </>
      ) : null}
      <p className="terms__note">{t('terms:notAcceptingNote')}</p>
    </section>
  );
}
