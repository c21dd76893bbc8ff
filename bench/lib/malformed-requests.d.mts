// Types of malformed-requests.mjs for the server's TypeScript test that imports it.
export interface MalformedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload: string | undefined;
  mutation: string;
}
export const MUTATIONS: [string, number][];
export function seededRandom(seed: number): () => number;
export function malformedRequests(
  doc: unknown,
  options: {
    count: number;
    seed?: number;
    tokens?: Partial<Record<'business' | 'staff' | 'customer', string>>;
  },
): Generator<MalformedRequest>;
