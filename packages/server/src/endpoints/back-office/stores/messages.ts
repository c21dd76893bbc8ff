export const STORE_MESSAGES = {
  added: 'Store added.',
  updated: 'Store updated.',
  planLimit: (limit: number) => `Your plan allows ${limit} stores. Upgrade your plan to add more stores.`,
} as const;
