import { useState } from 'react';
import { usePage } from './use-page';

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
  const paging = usePage(pageSize);
  const [tab, setTab] = useState<CatalogueTab>('active');
  return {
    tab,
    paging,
    selectTab(next: CatalogueTab) {
      setTab(next);
      paging.setPage(1);
    },
    request: { ...paging.request, status: STATUSES[tab] },
  };
}

export type CatalogueTabs = ReturnType<typeof useCatalogueTabs>;
