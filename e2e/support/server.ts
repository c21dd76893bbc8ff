// The runner picks the port once and its workers inherit it through the environment; deriving it
// from the runner's pid keeps parallel runs on one machine (and `npm start` on 8080) apart.
process.env.E2E_PORT ??= String(20000 + (process.pid % 20000));

/** The port of the server this e2e run starts. */
export const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;
export const apiURL = `${baseURL}/api/v2`;

/** The demo business that the server seeds in demo mode. */
export const demo = {
  handle: 'harbourlane',
  ownerEmail: 'owner@harbourlane.example',
  ownerName: 'Olivia Chen',
  staffEmail: 'staff@harbourlane.example',
  staffName: 'Sam Patel',
} as const;
