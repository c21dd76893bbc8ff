import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * Leaves the member screen: back to where the user searched from, or to the dashboard when the
 * screen was opened directly (a reload, a bookmark) and there is nothing in this app to go back to.
 */
export function useGoBack() {
  const navigate = useNavigate();
  return useCallback(() => {
    // React Router numbers its own history entries; 0 is the first page of this visit.
    const index = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof index === 'number' && index > 0) void navigate(-1);
    else void navigate(paths.dashboard.getHref(), { replace: true });
  }, [navigate]);
}
