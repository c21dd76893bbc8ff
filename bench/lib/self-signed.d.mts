// Types of self-signed.mjs for the server's TypeScript test that imports it.
export function selfSignedCertificate(): Promise<{
  certFile: string;
  keyFile: string;
  ca: string;
  remove(): Promise<void>;
}>;
