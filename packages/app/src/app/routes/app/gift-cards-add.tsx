import { useLocation } from 'react-router-dom';
import { GiftCardForm } from '@/features/gift-cards/components/gift-card-form';
import { readGiftCardEditState } from '@/features/gift-cards/utils/gift-card-edit-state';

/**
 * /giftcards/add: add mode, or edit mode with a draft passed through navigation state
 * (docs/product/management.md §2). Each navigation here is a fresh form.
 */
export function GiftCardsAddRoute() {
  const location = useLocation();
  return <GiftCardForm key={location.key} editing={readGiftCardEditState(location.state)} />;
}
