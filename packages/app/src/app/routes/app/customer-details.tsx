import { EmptyState, PageHeader } from '@countertop/ui';
import { useLocation } from 'react-router-dom';
import { CustomerDetails } from '@/features/customers/components/customer-details';
import { CUSTOMER_TEXT } from '@/features/customers/texts';
import { readNavigatedCustomer, readNotFoundQuery } from '@/lib/customer-navigation';

/**
 * /customer-details: the customer arrives through navigation state (docs/product/front-desk.md §2). Every
 * navigation here is a fresh screen (keyed by the history entry), so opening another customer
 * ends whatever was under way for the previous one.
 */
export function CustomerDetailsRoute() {
  const location = useLocation();
  const customer = readNavigatedCustomer(location.state);
  if (!customer) {
    const notFound = readNotFoundQuery(location.state);
    return (
      <>
        <PageHeader title={CUSTOMER_TEXT.screenTitle} />
        <EmptyState
          title={notFound === undefined ? CUSTOMER_TEXT.noCustomer : CUSTOMER_TEXT.notFound(notFound)}
        />
      </>
    );
  }
  return <CustomerDetails key={location.key} customer={customer} />;
}
