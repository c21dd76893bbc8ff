/** The demo business that the server seeds in demo mode. */
export const demo = {
  handle: 'harbourlane',
  ownerEmail: 'owner@harbourlane.example',
  ownerName: 'Olivia Chen',
  staffEmail: 'staff@harbourlane.example',
  staffName: 'Sam Patel',
} as const;
