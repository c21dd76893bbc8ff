// The server uses only the wire contract of @countertop/api (never its HTTP client or hooks), through
// the contract-only entry point so axios and socket.io-client are never loaded on the server.
export * from '@countertop/api/contract';
