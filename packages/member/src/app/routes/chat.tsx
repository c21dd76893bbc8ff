import { useMemberBusinesses } from '@countertop/api/react';
import { ChatView } from '@countertop/app-kit';
import { PageHeader } from '@countertop/ui/PageHeader';
import { Stack } from '@countertop/ui/Stack';

/**
 * /member/chat: the member's conversations, one per business. Every shop they accepted is listed,
 * so they can write to one they have not talked to yet; an invited, left or blocked shop is not
 * offered (the server refuses it too: docs/domain.md, "Consent").
 */
export function ChatRoute() {
  const businesses = useMemberBusinesses();
  const accepted = (businesses.data?.businesses ?? [])
    .filter((b) => b.status === 'Accepted')
    .map((b) => ({ id: b.businessId, name: b.businessName }));
  return (
    <Stack gap="lg">
      <PageHeader title="Chat" description="Write to the shops you have accepted." />
      <ChatView side="C" contacts={accepted} />
    </Stack>
  );
}
