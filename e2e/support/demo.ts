/** The demo business that the server seeds in demo mode. */
export const demo = {
  handle: 'harbourlane',
  staffEmail: 'staff@harbourlane.example',
  staffName: 'Sam Patel',
} as const;
