import { useMemberProfile } from '@countertop/api/react';
import { useSession } from '@countertop/app-kit';
import { Button } from '@countertop/ui/Button';
import { PageHeader } from '@countertop/ui/PageHeader';
import { Stack } from '@countertop/ui/Stack';
import { useState } from 'react';
import { MemberPass } from '@/features/pass/components/member-pass';
import { NameForm } from '@/features/pass/components/name-form';
import { BlockedShops } from '@/features/shops/components/blocked-shops';
import { BusinessBalances } from '@/features/shops/components/business-balances';
import { Invitations } from '@/features/shops/components/invitations';
import { isSignedInMember } from '@/lib/signed-in-member';

/**
 * Home: the member's name, shops' invitations waiting for an answer, the pass the counter scans,
 * the balances at each shop, and the shops they blocked.
 */
export function HomeRoute() {
  const { user } = useSession();
  // The profile is the source of the name (it may be added here); the stored session draws the
  // pass at once, even before the profile has loaded.
  const profile = useMemberProfile(undefined, { requestOptions: { loadingToast: false } });
  const [isEditingName, setEditingName] = useState(false);
  if (!isSignedInMember(user)) return null;
  const name = profile.data?.name ?? user.name;
  const username = profile.data?.username ?? user.username ?? '';
  return (
    <Stack gap="lg">
      <PageHeader
        title={name || 'Your member pass'}
        // Shown from the first paint when the stored session has a name, so the pass below does
        // not move down when the profile arrives (52 px on a 412 px phone, where it wraps).
        actions={
          name &&
          !isEditingName && (
            <Button variant="secondary" onPress={() => setEditingName(true)}>
              Change name
            </Button>
          )
        }
      />
      {profile.isSuccess && !profile.data.name && <NameForm current="" />}
      {isEditingName && <NameForm current={name} onDone={() => setEditingName(false)} />}
      <Invitations />
      <MemberPass memberId={user.memberId} username={username} />
      <BusinessBalances />
      <BlockedShops />
    </Stack>
  );
}
