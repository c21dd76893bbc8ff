/**
 * What went wrong, in the domain's terms. Services throw these; `http/error-handler.ts` is the one
 * place that turns a kind into an HTTP status. `message` is the text the client shows, so it is
 * written for a shop owner or a member, not a developer.
 */
export type DomainErrorKind =
  | 'invalid-input'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'limit-reached'
  | 'too-large'
  | 'unsupported-media-type'
  | 'unprocessable'
  | 'too-many-requests'
  | 'unavailable';

export class DomainError extends Error {
  override readonly name = 'DomainError';

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** For `too-many-requests`: when the caller may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const invalidInput = (message: string) => new DomainError('invalid-input', message);
export const unauthenticated = (message: string) => new DomainError('unauthenticated', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const notFound = (message: string) => new DomainError('not-found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
/** A plan limit (published gift cards, offers, gallery images, stores) is reached. */
export const limitReached = (message: string) => new DomainError('limit-reached', message);
/** An uploaded file is bigger than its endpoint accepts. */
export const tooLarge = (message: string) => new DomainError('too-large', message);
/** An uploaded file (or the request body) is not of a type the endpoint accepts, judged by its content. */
export const unsupportedMediaType = (message: string) => new DomainError('unsupported-media-type', message);
/** Well-formed but unusable: an Idempotency-Key reused for another request. */
export const unprocessable = (message: string) => new DomainError('unprocessable', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new DomainError('too-many-requests', message, Math.max(1, Math.ceil(retryAfterSeconds)));
export const unavailable = (message: string) => new DomainError('unavailable', message);
