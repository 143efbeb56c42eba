import { useId, type ReactNode } from 'react';
import dashCardCss from '#/styles/dash-card.module.css';
import styles from './ChartCard.module.css';
import chartCardCss from '#/styles/chart-card.module.css';
import dataTableCss from '#/styles/data-table.module.css';

interface IChartCardProps {
  title: string;
  /** A line under the title: the window, the unit, what counts. */
  note?: ReactNode;
  /** What the picture shows, in words: the chart's accessible name. */
  summary: string;
  /** Shown instead of the chart when there is nothing to draw (a new shop). */
  empty?: ReactNode;
  /** The same figures as a table, one click away for anyone (and read by screen readers on demand). */
  table: ReactNode;
  /** Extra class for the card, e.g. to span two grid columns. */
  className?: string;
  children: ReactNode;
}

/**
 * A chart with its text alternatives: the picture is one image named by `summary` (its SVG parts are not read
 * one by one), and a disclosure below it holds the data as a table.
 */
export function ChartCard({ title, note, summary, empty, table, className, children }: IChartCardProps) {
  const titleId = useId();
  return (
    <section className={`${dashCardCss['dash-card']} ${className ?? ''}`} aria-labelledby={titleId}>
      <header className={dashCardCss['dash-card__head']}>
        <h2 id={titleId} className={dashCardCss['dash-card__title']}>
          {title}
        </h2>
        {note ? <p className={dashCardCss['dash-card__note']}>{note}</p> : null}
      </header>
      {empty ?? (
        <>
          <div
            className={chartCardCss['chart-card__chart']}
            data-testid="chart"
            role="img"
            aria-label={summary}
          >
            {children}
          </div>
          <details className={chartCardCss['chart-card__data']}>
            <summary>Show the data as a table</summary>
            {table}
          </details>
        </>
      )}
    </section>
  );
}

/** A small state for a chart with nothing to show yet: words, not an empty set of axes. */
export function ChartEmpty({ children }: { children: ReactNode }) {
  return <p className={chartCardCss['chart-card__empty']}>{children}</p>;
}

interface IDataTableProps {
  caption: string;
  headers: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  /** Columns (by index) holding numbers: right-aligned. */
  numeric?: readonly number[];
}

/** The data behind a chart. The first column names each row. */
export function DataTable({ caption, headers, rows, numeric = [] }: IDataTableProps) {
  const align = (i: number) => (numeric.includes(i) ? dataTableCss['data-table__num'] : undefined);
  return (
    <div className={styles['data-table-scroll']}>
      <table className={dataTableCss['data-table']}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {headers.map((header, i) => (
              <th key={header} scope="col" className={align(i)}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className={align(i)}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
