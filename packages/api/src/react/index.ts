export { ApiProvider, useApiClient } from './api-provider.js';
export { endpointQueryKey, endpointQueryOptions, queryHook } from './query-hook.js';
export type { EndpointQueryKey, QueryHookArgs, QueryHookOptions, QuerySettings } from './query-hook.js';
export { mutationHook } from './mutation-hook.js';
export type { MutationDefaults, MutationHookOptions } from './mutation-hook.js';
export { useGalleryPages } from './gallery-pages.js';
export type { GalleryPagesOptions } from './gallery-pages.js';
// Each endpoint's hook, one file per contract file (hooks/auth.ts for contract/auth.ts, …): zod
// builds a contract file's schemas when its module runs, so a screen's chunks hold and build only
// those of the endpoints it calls (docs/decisions.md 26).
export * from './hooks/alerts.js';
export * from './hooks/audit.js';
export * from './hooks/auth.js';
export * from './hooks/billing.js';
export * from './hooks/chat.js';
export * from './hooks/counter-selection.js';
export * from './hooks/customers.js';
export * from './hooks/dashboard.js';
export * from './hooks/devices.js';
export * from './hooks/gallery.js';
export * from './hooks/gift-cards.js';
export * from './hooks/logo.js';
export * from './hooks/member.js';
export * from './hooks/member-businesses.js';
export * from './hooks/offers.js';
export * from './hooks/profile.js';
export * from './hooks/records.js';
export * from './hooks/registration.js';
export * from './hooks/reward-plan.js';
export * from './hooks/tiers.js';
export * from './hooks/referrals.js';
export * from './hooks/reward-transactions.js';
export * from './hooks/returns.js';
export * from './hooks/staff.js';
export * from './hooks/stores.js';
