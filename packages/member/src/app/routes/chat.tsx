import { useMemberSubscriptions } from '@countertop/api/react';
import { ChatView } from '@countertop/app-kit';
import { PageHeader, Stack } from '@countertop/ui';

/**
 * /member/chat: the member's conversations, one per business. Every business they belong to is
 * listed, so they can write to one they have not talked to yet.
 */
export function ChatRoute() {
  const subscriptions = useMemberSubscriptions({});
  const businesses = (subscriptions.data?.subscriptions ?? []).map((s) => ({
    id: s.businessId,
    name: s.businessName,
  }));
  return (
    <Stack gap="lg">
      <PageHeader title="Chat" description="Write to the shops you belong to." />
      <ChatView side="C" contacts={businesses} />
    </Stack>
  );
}
