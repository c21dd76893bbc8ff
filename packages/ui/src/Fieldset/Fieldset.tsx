import type { ReactNode } from 'react';
import * as styles from './Fieldset.css';

export const fieldGridColumns = [1, 2, 3] as const;
export type FieldGridColumns = (typeof fieldGridColumns)[number];

export interface FieldGridProps {
  /** The fields, placed in reading order, row by row. */
  children: ReactNode;
  /** The most columns; fewer where a column would be narrower than 15rem. @default 1 */
  columns?: FieldGridColumns;
}

/**
 * Lays fields out in up to `columns` columns that fold into one on narrow screens, so a long form
 * reads in pairs on a desktop and in a single column on a phone. Reading and Tab order follow the
 * source order, row by row.
 *
 * ```tsx
 * <FieldGrid columns={2}>
 *   <TextField label="City" /><Select label="State" … />
 *   <FieldGridRow><Checkbox>Operational</Checkbox></FieldGridRow>
 * </FieldGrid>
 * ```
 */
export function FieldGrid({ children, columns = 1 }: FieldGridProps) {
  return <div className={styles.grid({ columns })}>{children}</div>;
}

/** A `FieldGrid` item that takes a whole row. */
export function FieldGridRow({ children }: { children: ReactNode }) {
  return <div className={styles.fullRow}>{children}</div>;
}

export interface FieldsetProps {
  /** Names the group: a `<legend>`, read before each of its fields by screen readers. */
  legend: ReactNode;
  /** A line under the legend. */
  description?: ReactNode;
  /** The fields, in a `FieldGrid` of `columns`. */
  children: ReactNode;
  /** The most columns of its grid. @default 1 */
  columns?: FieldGridColumns;
}

/**
 * A titled section of a form (a `<fieldset>` with its `<legend>`): 'Business Details', 'Owner
 * Details'. Screen readers announce the legend when focus enters the group.
 *
 * ```tsx
 * <Fieldset legend="Owner Details" columns={2}>
 *   <TextField label="Owner Name" isRequired /><TextField label="Email" type="email" isRequired />
 * </Fieldset>
 * ```
 */
export function Fieldset({ legend, description, children, columns = 1 }: FieldsetProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {description && <p className={styles.description}>{description}</p>}
      <FieldGrid columns={columns}>{children}</FieldGrid>
    </fieldset>
  );
}
