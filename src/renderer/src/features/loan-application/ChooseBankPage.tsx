import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { borrowerApi } from '#shared/api/borrower.ts';
import { SERVER_ERROR_KEY } from '../../api/errors.ts';
import { useServices } from '../../services/app-services.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { ProviderStatus } from './ProviderStatus.tsx';
import { aispBanksQuery } from './queries.ts';
import { useActiveApplication } from './use-application.ts';
import { useProvider } from './use-provider.ts';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';

/**
 * /…/loan-application/choose-bank (service neonomics): the provider's banks (GET …/aisp/bank);
 * choosing one opens a session (POST …/aisp/session) and its page.
 */
export function ChooseBankPage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const application = useActiveApplication();
  const provider = useProvider();
  const id = application.data?.id ?? null;
  const banks = useQuery(aispBanksQuery(api, id));
  const session = useMutation({
    mutationFn: (bankId: string) =>
      api.call(borrowerApi.aispSession, { params: { id: id ?? 0 }, body: { bank_id: bankId } }),
    onSuccess: ({ redirect_url }) => provider.open(redirect_url),
  });

  const busy = session.isPending || provider.state === 'busy';
  return (
    <section className={layout.narrow}>
      <h1>{t('loanApplication:chooseBank.title')}</h1>
      <p>{t('loanApplication:chooseBank.intro')}</p>
      {banks.isPending ? <PageLoading /> : null}
      {banks.isError ? <Alert>{t('errors:pageLoad')}</Alert> : null}
      {session.isError ? <Alert>{t(SERVER_ERROR_KEY)}</Alert> : null}
      <ProviderStatus state={provider.state} />
      {banks.data ? (
        <ul>
          {banks.data.map((bank) => (
            <li key={bank.id}>
              <button
                type="button"
                className={buttons.plain}
                disabled={busy}
                onClick={() => session.mutate(bank.id)}
              >
                {bank.bankDisplayName}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
