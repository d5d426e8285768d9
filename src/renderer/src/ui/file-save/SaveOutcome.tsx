import { useTranslation } from 'react-i18next';
import { Alert } from '../Alert.tsx';
import type { SaveState } from './save-state.ts';

/**
 * What became of a save, under its button: a success alert with the screen's own words for it
 * (`saved`, given the path), or the failure's text. Nothing while idle or saving.
 */
export function SaveOutcome({
  state,
  saved,
}: {
  state: SaveState;
  saved: (path: string) => string;
}) {
  const { t } = useTranslation();
  if (state.status === 'saved') return <Alert tone="success">{saved(state.path)}</Alert>;
  if (state.status === 'failed') return <Alert>{t(state.message)}</Alert>;
  return null;
}
