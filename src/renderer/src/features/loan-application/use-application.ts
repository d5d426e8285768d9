import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../services/app-services.ts';
import { activeApplicationQuery } from './queries.ts';

/** The active application (GET …/loan-application/active), shared by every step. */
export function useActiveApplication() {
  const { api } = useServices();
  return useQuery(activeApplicationQuery(api));
}
