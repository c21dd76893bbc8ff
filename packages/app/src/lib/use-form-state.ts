import { useState } from 'react';
import { focusFirstInvalid } from './focus-first-invalid';
import { errorProps, hasErrors, withoutError, type FieldErrors } from './form-errors';

/**
 * A form's values and its messages, keyed by the request's path (lib/form-errors.ts). Changing a
 * value clears the messages it answers for, so a field stops saying what is wrong once the person
 * starts to fix it; the next submit checks everything again.
 */
export function useFormState<V extends object>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  /** Changes one value and clears the messages under `errorKeys`. */
  function set<K extends keyof V>(key: K, value: V[K], ...errorKeys: string[]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => errorKeys.reduce((rest, errorKey) => withoutError(rest, errorKey), current));
  }

  /**
   * A controlled field bound to one value and its message, to spread on a TextField, NumberField
   * or MoneyField. The message is found under `errorKey` where the request names the value
   * otherwise (the form's `phone` is the request's `phoneNumber`).
   */
  function field<K extends keyof V & string>(key: K, errorKey: string = key) {
    return {
      value: values[key],
      onChange: (value: V[K]) => set(key, value, errorKey),
      ...errorProps(errors[errorKey]),
    };
  }

  /**
   * Shows the messages a submit found and moves focus to the first (lib/focus-first-invalid.ts);
   * true when there was any, so the request is not sent.
   */
  function showErrors(found: FieldErrors, form: HTMLFormElement): boolean {
    setErrors(found);
    if (!hasErrors(found)) return false;
    focusFirstInvalid(form);
    return true;
  }

  return {
    values,
    errors,
    set,
    field,
    /** `isInvalid` and `errorMessage` for the message under `errorKey`. */
    error: (errorKey: string) => errorProps(errors[errorKey]),
    showErrors,
    setErrors,
  };
}
