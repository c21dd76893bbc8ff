/** What a form needs of a request schema: zod's `safeParse`, without the app importing zod. */
export interface RequestSchema {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** A form's errors by field, keyed by the request's path ('address.city', 'stores.0.name'). */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * Checks a form's request with the endpoint's own schema, so the form shows the very texts the
 * server answers with (docs/product/management.md §5): the first message of each field.
 */
export function fieldErrors(schema: RequestSchema, request: unknown): FieldErrors {
  const result = schema.safeParse(request);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A request path from its parts, leaving out empty ones: ('', 'latitude') → 'latitude'. */
export const requestPath = (...parts: string[]): string => parts.filter(Boolean).join('.');

export const hasErrors = (errors: FieldErrors): boolean => Object.values(errors).some(Boolean);

/** The errors without one field's: typing in a field clears its message until the next submit. */
export function withoutError(errors: FieldErrors, key: string): FieldErrors {
  if (!(key in errors)) return errors;
  const rest = { ...errors };
  delete rest[key];
  return rest;
}

/** A field's `isInvalid` and `errorMessage` from its message, to spread on any ui field. */
export const errorProps = (message: string | undefined) => ({
  isInvalid: Boolean(message),
  errorMessage: message,
});
