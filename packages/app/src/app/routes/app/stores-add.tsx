import { useLocation } from 'react-router-dom';
import { StoreForm } from '@/features/stores/components/store-form';
import { readStoreEditState } from '@/features/stores/utils/store-edit-state';

/**
 * /stores/add: add mode, or edit mode with the store passed through navigation state
 * (docs/product/management.md §4). Each navigation here is a fresh form (keyed by the history entry).
 */
export function StoresAddRoute() {
  const location = useLocation();
  return <StoreForm key={location.key} editing={readStoreEditState(location.state)} />;
}
