import {
  FieldError as RACFieldError,
  Label as RACLabel,
  Text,
  type LabelProps,
  type ValidationResult,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import * as styles from './Field.css';

/**
 * The parts every form field shares: label, description and error message, wired by RAC's
 * contexts (ids, `aria-describedby`, validation) so each field only places them.
 */

/** What `errorMessage` accepts: a message, or a function of RAC's validation result. */
export type ErrorMessage = ReactNode | ((validation: ValidationResult) => ReactNode);

export function FieldLabel({
  children,
  isRequired,
  readOnlyMark,
  ...props
}: LabelProps & { isRequired?: boolean; readOnlyMark?: ReactNode }) {
  return (
    <RACLabel {...props} className={styles.label}>
      {children}
      {/* The input carries aria-required; the asterisk is for sighted users only. */}
      {isRequired && (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      )}
      {/* Likewise the input's readonly attribute is read out; the tag is for sighted users. */}
      {readOnlyMark && (
        <span className={styles.readOnlyMark} aria-hidden="true">
          {readOnlyMark}
        </span>
      )}
    </RACLabel>
  );
}

export function FieldDescription({ children }: { children?: ReactNode }) {
  return children ? (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  ) : null;
}

/** Shown only while the field is invalid (RAC renders nothing otherwise). */
export function FieldErrorText({ children }: { children?: ErrorMessage }) {
  return <RACFieldError className={styles.error}>{children}</RACFieldError>;
}

export { styles as fieldStyles };
