import { useState } from 'react';
import { usePage } from './use-page';

/** The tab a tabbed list shows and its page; another tab starts at its first page. */
export function useTabbedPage<Tab extends string>(firstTab: Tab, pageSize: number) {
  const paging = usePage(pageSize);
  const [tab, setTab] = useState<Tab>(firstTab);
  return {
    tab,
    paging,
    selectTab(next: Tab) {
      setTab(next);
      paging.setPage(1);
    },
  };
}
