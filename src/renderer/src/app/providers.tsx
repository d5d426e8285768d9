import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ServicesContext, type AppServices } from '../services/app-services.ts';

export function AppProviders({
  services,
  i18n,
  children,
}: {
  services: AppServices;
  i18n: i18n;
  children: ReactNode;
}) {
  return (
    <ServicesContext value={services}>
      <JotaiProvider store={services.store}>
        <QueryClientProvider client={services.queryClient}>
          <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </ServicesContext>
  );
}
