import type { Key, ReactNode } from 'react';
import { InfoTooltip } from '../InfoTooltip';
import * as styles from './DetailsTable.css';
import { useUiStrings } from '../intl';
import { detailsTable } from '../intl/en-AU/detailsTable';

export interface DetailsRow {
  /** Stable key. @default the title */
  id?: Key;
  /** What the row is about, e.g. 'Gallery Size'. */
  title: string;
  /** Its value, e.g. '50 images'. */
  details: ReactNode;
  /** An explanation shown in the row's info tooltip. @default undefined (no tooltip) */
  info?: ReactNode;
}

export interface DetailsTableProps {
  /** The rows, in order. */
  rows: readonly DetailsRow[];
  /** Visible caption that names the table; or give `aria-label`. */
  caption?: ReactNode;
  /** Names the table when it has no caption. */
  'aria-label'?: string;
  /** Header of the first column. @default 'Title' (localised) */
  titleHeader?: string;
  /** Header of the second column. @default 'Details' (localised) */
  detailsHeader?: string;
  /** Name of each info button, from the row's title. @default (title) => `About ${title}` (localised) */
  infoLabel?: (title: string) => string;
}

/**
 * A read-only two-column table of facts (a plan's settings, billing limits), each row with an
 * optional info tooltip. A real `<table>`: the title of each row is its row header, so a screen
 * reader announces "Gallery Size" with its value.
 *
 * ```tsx
 * <DetailsTable aria-label="Billing plan" rows={[{ title: 'Plan', details: 'FREE', info: 'Your plan' }]} />
 * ```
 */
export function DetailsTable({
  rows,
  caption,
  titleHeader: ownTitleHeader,
  detailsHeader: ownDetailsHeader,
  infoLabel: ownInfoLabel,
  ...props
}: DetailsTableProps) {
  const strings = useUiStrings('detailsTable', detailsTable);
  const titleHeader = ownTitleHeader ?? strings.format('titleHeader');
  const detailsHeader = ownDetailsHeader ?? strings.format('detailsHeader');
  const infoLabel = ownInfoLabel ?? ((title: string) => strings.format('info', { title }));
  return (
    <div className={styles.scroller}>
      <table className={styles.table} aria-label={props['aria-label']}>
        {caption && <caption className={styles.caption}>{caption}</caption>}
        <thead>
          <tr>
            <th scope="col" className={styles.headerCell}>
              {titleHeader}
            </th>
            <th scope="col" className={styles.headerCell}>
              {detailsHeader}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id ?? row.title} className={styles.row}>
              <th scope="row" className={styles.titleCell}>
                <span className={styles.title}>
                  {row.title}
                  {row.info !== undefined && (
                    <InfoTooltip label={infoLabel(row.title)}>{row.info}</InfoTooltip>
                  )}
                </span>
              </th>
              <td className={styles.detailsCell}>{row.details}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
