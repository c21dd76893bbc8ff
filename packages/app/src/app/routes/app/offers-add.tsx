import { useLocation } from 'react-router-dom';
import { OfferForm } from '@/features/offers/components/offer-form';
import { readOfferEditState } from '@/features/offers/utils/offer-edit-state';

/**
 * /offers/add: empty (`isNewOffer`), or filled from an offer passed through navigation state
 * (docs/product/management.md §2): a Draft is edited in place, any other offer becomes a new one.
 */
export function OffersAddRoute() {
  const location = useLocation();
  return <OfferForm key={location.key} editing={readOfferEditState(location.state)} />;
}
