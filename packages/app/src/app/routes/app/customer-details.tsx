import { EmptyState } from '@countertop/ui/EmptyState';
import { PageHeader } from '@countertop/ui/PageHeader';
import { useLocation } from 'react-router-dom';
import { MemberDetails } from '@/features/members/components/member-details';
import { MEMBER_TEXT } from '@/features/members/texts';
import { readNavigatedMember, readNotFoundQuery } from '@/lib/member-navigation';

/**
 * /customer-details: the member arrives through navigation state (docs/product/front-desk.md §2). Every
 * navigation here is a fresh screen (keyed by the history entry), so opening another member
 * ends whatever was under way for the previous one.
 */
export function CustomerDetailsRoute() {
  const location = useLocation();
  const member = readNavigatedMember(location.state);
  if (!member) {
    const notFound = readNotFoundQuery(location.state);
    return (
      <>
        <PageHeader title={MEMBER_TEXT.screenTitle} />
        <EmptyState title={notFound === undefined ? MEMBER_TEXT.noMember : MEMBER_TEXT.notFound(notFound)} />
      </>
    );
  }
  return <MemberDetails key={location.key} member={member} />;
}
