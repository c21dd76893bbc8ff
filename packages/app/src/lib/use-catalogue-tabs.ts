import { useTabbedPage } from './use-tabbed-page';

/** Where a gift card template or an offer stands (docs/product/management.md §4). */
export type CatalogueStatus = 'Draft' | 'Published' | 'Deleted';

export type CatalogueTab = 'active' | 'past';

const STATUSES: Record<CatalogueTab, CatalogueStatus[]> = {
  active: ['Draft', 'Published'],
  past: ['Deleted'],
};

/**
 * The tab and page a catalogue list shows (docs/product/management.md §2: Active for Draft and
 * Published, Past for Deleted) and the request for them; another tab starts at its first page.
 */
export function useCatalogueTabs(pageSize: number) {
  const tabs = useTabbedPage<CatalogueTab>('active', pageSize);
  return { ...tabs, request: { ...tabs.paging.request, status: STATUSES[tabs.tab] } };
}

export type CatalogueTabs = ReturnType<typeof useCatalogueTabs>;
