/**
 * The demo business's sign-in identities: the seed creates them, the startup banner prints them,
 * and the e2e suite signs in with them.
 */
export const DEMO_BUSINESS = {
  handle: 'harbourlane',
  name: 'Harbour Lane Coffee',
  brandColor: '#0e7490',
} as const;

/**
 * A second shop in the network, with a brand colour of its own, so the member app shows the
 * demo member's two shops each in its own brand (docs/ui.md, "Brand themes"). Its owner signs in
 * like the first's. It runs tiers (issue 20): the demo member's $152.00 of the last 12 months puts
 * them on Silver. It has a referral (issue 20): the demo member referred Liam O'Connor, whose first
 * purchase there earned her the 100-point bonus; and the bakery registered with the demo
 * business's code, so its Profile says it was referred by Harbour Lane Coffee.
 */
export const DEMO_SECOND_BUSINESS = {
  handle: 'figandcrumb',
  name: 'Fig & Crumb Bakery',
  brandColor: '#c2410c',
  owner: { name: 'Marco Bianchi', email: 'owner@figandcrumb.example' },
  tiers: [
    { name: 'Bronze', minSpendCents: 5_000, multiplierHundredths: 110 },
    { name: 'Silver', minSpendCents: 15_000, multiplierHundredths: 125 },
    { name: 'Gold', minSpendCents: 40_000, multiplierHundredths: 150 },
  ],
  memberTier: 'Silver',
  /** The member the demo member referred, and their first purchase there (cents). */
  referral: { username: 'liam.oconnor', purchaseCents: 1_850 },
  referredByHandle: DEMO_BUSINESS.handle,
} as const;

/**
 * A café on a stamp card (issue 20): 9 stamps of $3.00 or more give $4.50 in the wallet. The demo
 * member has 6 stamps there, so the counter shows 'Stamps: 6 of 9' and the member app the card.
 */
export const DEMO_STAMP_CAFE = {
  handle: 'lanewayespresso',
  name: 'Laneway Espresso',
  brandColor: '#7c3aed',
  owner: { name: 'Priya Raman', email: 'owner@lanewayespresso.example' },
  stamps: 6,
} as const;

export const DEMO_OWNER = { name: 'Olivia Chen', email: 'owner@harbourlane.example' } as const;
export const DEMO_STAFF = { name: 'Sam Patel', email: 'staff@harbourlane.example' } as const;
/** Cannot sign in: shows the 'inactive' message. */
export const DEMO_INACTIVE_STAFF = { name: 'Jordan Lee', email: 'jordan@harbourlane.example' } as const;

/**
 * Demo members (user type C): one identity across the network, subscribed at the demo business
 * with some history. Fixed memberIds, so the e2e suite and a person trying the front desk can
 * search for them at once. Ava, Liam and Mia have accepted the business; Noah has never shopped
 * there; Zoe was rewarded at the counter once and has not answered its invitation yet.
 */
export const DEMO_MEMBERS = [
  { username: 'ava.nguyen', memberId: '402715938', name: 'Ava Nguyen', email: 'ava.nguyen@members.example' },
  {
    username: 'liam.oconnor',
    memberId: '517204863',
    name: "Liam O'Connor",
    email: 'liam.oconnor@members.example',
  },
  { username: 'mia.rossi', memberId: '628319574', name: 'Mia Rossi', email: 'mia.rossi@members.example' },
  {
    username: 'noah.williams',
    memberId: '739420685',
    name: 'Noah Williams',
    email: 'noah.williams@members.example',
  },
  { username: 'zoe.martin', memberId: '851246370', name: 'Zoe Martin', email: 'zoe.martin@members.example' },
] as const;

/** The member the startup banner names. */
export const DEMO_MEMBER = DEMO_MEMBERS[0];

/** The member whose invitation from the demo business is waiting in the member app. */
export const DEMO_INVITED_MEMBER = DEMO_MEMBERS[4];
