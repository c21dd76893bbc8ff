import * as styles from './Tally.css';

export interface TallyProps {
  /** How many marks are filled (clamped to 0…max). */
  value: number;
  /** How many marks there are. */
  max: number;
  /** The count in words, shown under the marks and read by assistive technology: '6 of 9 stamps'. */
  label: string;
}

/**
 * Progress counted in whole steps, as a row of marks: a stamp card, a punch card. The marks are
 * drawing only; the label says the count, so it is read once and never by colour alone.
 *
 * ```tsx
 * <Tally value={6} max={9} label="6 of 9 stamps" />
 * ```
 */
export function Tally({ value, max, label }: TallyProps) {
  const filled = Math.min(Math.max(value, 0), max);
  return (
    <div className={styles.root}>
      <div className={styles.marks} aria-hidden="true">
        {Array.from({ length: max }, (_, index) => (
          <span
            key={index}
            className={styles.mark({ filled: index < filled })}
            data-filled={index < filled}
          />
        ))}
      </div>
      <span className={styles.text}>{label}</span>
    </div>
  );
}
