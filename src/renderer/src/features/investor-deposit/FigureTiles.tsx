import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { languageAtom } from '../../state/atoms.ts';
import { kpiText, type KpiFigure } from './kpi-figures.ts';
import tiles from '../../ui/figure-tiles.module.css';

/**
 * A portfolio's figures as tiles, in the order of `list`, each named by its namespace's
 * `kpis.<name>` text: a figure the answer lacks is left out, one not computed says so.
 */
export function FigureTiles<Name extends string>({
  figures,
  list,
  namespace,
}: {
  figures: { readonly [K in Name]?: number | string | null };
  list: ReadonlyArray<KpiFigure<Name>>;
  namespace: 'portfolio' | 'legacy';
}) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  return (
    <dl className={tiles.tiles}>
      {list.map((figure) => {
        const shown = kpiText(figures, figure, language);
        if (shown === 'absent') return null;
        const label: string = `${namespace}:kpis.${figure[0]}`;
        return (
          <div key={figure[0]} className={tiles.tile}>
            <dt>{t(label)}</dt>
            <dd>{shown === 'not-computed' ? t(`${namespace}:kpis.notAvailable`) : shown.text}</dd>
          </div>
        );
      })}
    </dl>
  );
}
