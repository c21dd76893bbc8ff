import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import type { Ref } from 'react';
import * as styles from './Form.css';

export interface FormProps extends Omit<RACFormProps, 'className' | 'style'> {
  /** The form element, e.g. to move focus to a field after a refused submit. */
  ref?: Ref<HTMLFormElement>;
}

/**
 * A form whose fields stack with the standard gap. Enter in a field submits it (a `Button` with
 * `type="submit"` inside); `validationErrors` shows server errors on the named fields, and
 * `validationBehavior="aria"` keeps the browser's own bubbles away (RAC's Form).
 *
 * ```tsx
 * <Form onSubmit={(e) => { e.preventDefault(); send(); }} validationBehavior="aria">
 *   <TextField label="Email" name="email" type="email" />
 *   <Button type="submit" variant="primary">Send OTP</Button>
 * </Form>
 * ```
 */
export function Form(props: FormProps) {
  return <RACForm {...props} className={styles.form} />;
}
