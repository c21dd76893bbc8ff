/**
 * Idempotency keys for money submissions (docs/domain.md, "Idempotency"): a fresh key per
 * submission, the same key when the same submission is sent again after a failure (a time-out
 * may hide a request that did go through; the server then answers the first result instead of
 * paying twice).
 */

/** 128 random bits as 32 hex digits (within the header's 1–200 letters-and-digits rule). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface IdempotencyKeys {
  /** The key for this body: the previous one while the body is unchanged, else a new one. */
  keyFor(body: unknown): string;
  /** Forgets the current key (after a success): the next submission is a new one. */
  reset(): void;
}

/** Keys for one form: the same body resent before a success is a retry, anything else is new. */
export function createIdempotencyKeys(newKey: () => string = newIdempotencyKey): IdempotencyKeys {
  let current: { body: string; key: string } | undefined;
  return {
    keyFor(body) {
      const text = JSON.stringify(body ?? null);
      if (current?.body !== text) current = { body: text, key: newKey() };
      return current.key;
    },
    reset() {
      current = undefined;
    },
  };
}
