import type { ReactNode } from 'react';

/** One figure: its label, its value, and the id of what describes the value, if anything. */
export interface GridFigure {
  label: string;
  value: ReactNode;
  describedBy?: string;
}

/** Labelled figures, each label with its value; the caller's class lays them out. */
export function FigureGrid({
  className,
  figures,
}: {
  className: string | undefined;
  figures: readonly GridFigure[];
}) {
  return (
    <dl className={className}>
      {figures.map((figure) => (
        <div key={figure.label}>
          <dt>{figure.label}</dt>
          <dd aria-describedby={figure.describedBy}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
