/** The /audit screen's texts (docs/product/management.md, Audit). */
export const AUDIT_TEXT = {
  title: 'Audit trail',
  description: 'Who did what in your business, from which address and device, and when. Newest first.',
  filters: 'Filter the audit trail',
  person: 'Person',
  everyone: 'Everyone',
  kind: 'Kind',
  everyKind: 'Every kind',
  dates: 'Dates',
  ranges: {
    any: 'Any time',
    today: 'Today',
    yesterday: 'Yesterday',
    last7: 'Last 7 days',
    last30: 'Last 30 days',
    custom: 'Choose dates',
  },
  loadingDates: 'Loading the calendars',
  from: 'From date',
  to: 'To date',
  clear: 'Clear filters',
  tableLabel: 'Audit trail',
  loading: 'Loading the audit trail',
  empty: 'No events found',
  loadFailed: 'Failed to load the audit trail',
  pages: 'Audit trail pages',
  columns: { when: 'When', who: 'Who', what: 'What', about: 'About', from: 'Where from' },
  personName: (name: string, type: 'B' | 'S') => `${name} (${type === 'B' ? 'Owner' : 'Staff'})`,
  unknownPerson: 'Not signed in',
  unknownDevice: 'Unknown device',
} as const;

/** docs/product/management.md §9's page size for lists. */
export const AUDIT_PAGE_SIZE = 10;

/** The most staff the person filter lists (the staff list's largest page). */
export const PEOPLE_LIMIT = 100;
