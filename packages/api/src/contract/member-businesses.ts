import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { text } from './fields.js';

/**
 * Consent before contact (docs/domain.md, "Consent"): a shop may add a member at its counter, but
 * it sees their e-mail and may chat with them only once the member has accepted it in the member
 * app. `Invited` until then (and again after the member leaves), `Blocked` when the member wants
 * nothing more from it: to a blocked shop the member is unknown.
 */
export const SUBSCRIPTION_CONSENTS = ['Invited', 'Accepted', 'Blocked'] as const;
export type SubscriptionConsent = (typeof SUBSCRIPTION_CONSENTS)[number];

/** A business the member belongs to, with what the member let it do. */
export const memberBusiness = z.object({
  businessId: z.string(),
  businessName: z.string(),
  businessHandle: z.string(),
  /** The shop's logo URL, or null when it has none. */
  logo: z.string().nullable(),
  status: z.enum(SUBSCRIPTION_CONSENTS),
  /** When the member last accepted, left or blocked it; null for an invitation not answered yet. */
  statusChangedAt: z.string().nullable(),
  subscribedOn: z.string(),
});
export type MemberBusiness = z.infer<typeof memberBusiness>;

/** Every business the member belongs to, by name, whatever its status. */
export const listMemberBusinesses = endpoint({
  method: 'GET',
  path: '/businesses',
  access: 'member',
  request: z.void(),
  response: z.object({ businesses: z.array(memberBusiness) }),
});

/** A call about one of the member's businesses. */
export const memberBusinessRequest = z.object({
  businessId: text({ error: 'Business ID is required' }).trim().min(1, 'Business ID is required').max(64),
});

const consentChange = {
  method: 'POST',
  access: 'member',
  request: memberBusinessRequest,
  response: z.object({ message: z.string(), business: memberBusiness }),
} as const;

/** The member lets the business see their e-mail and chat with them; also undoes a block. */
export const acceptBusiness = endpoint({ ...consentChange, path: '/businesses/accept' });

/** The member takes their consent back (status `Invited` again); balances stay theirs. */
export const leaveBusiness = endpoint({ ...consentChange, path: '/businesses/leave' });

/** The business can no longer find, reward, sell to or chat with the member. */
export const blockBusiness = endpoint({ ...consentChange, path: '/businesses/block' });

/** What the member is told; the apps show these texts too. */
export const CONSENT_MESSAGES = {
  accepted: 'Accepted. This shop can now see your e-mail address and chat with you.',
  left: 'You left this shop. It can no longer see your e-mail address or chat with you.',
  blocked: 'Blocked. This shop can no longer find you, reward you or contact you.',
  notFound: 'Shop not found.',
} as const;
