import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '../../ui/button.module.css';

/** Copies `text` to the clipboard and says so; a refused clipboard says that instead. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  return (
    <>
      <button type="button" className={buttons.ghost} onClick={() => void copy()}>
        {label}
      </button>
      <span role="status">
        {outcome === null ? null : t(outcome === 'copied' ? 'funds:copied' : 'funds:copyFailed')}
      </span>
    </>
  );
}
