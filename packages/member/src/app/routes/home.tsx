import { useMemberProfile } from '@countertop/api/react';
import { useSession } from '@countertop/app-kit';
import { Button, PageHeader, Stack } from '@countertop/ui';
import { useState } from 'react';
import { BusinessBalances } from '@/features/pass/components/business-balances';
import { MemberPass } from '@/features/pass/components/member-pass';
import { NameForm } from '@/features/pass/components/name-form';
import { isSignedInMember } from '@/lib/signed-in-member';

/** Home: the member's name, the pass the counter scans, and the balances at each shop. */
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
        actions={
          profile.isSuccess &&
          profile.data.name &&
          !isEditingName && (
            <Button variant="secondary" onPress={() => setEditingName(true)}>
              Change name
            </Button>
          )
        }
      />
      {profile.isSuccess && !profile.data.name && <NameForm current="" />}
      {isEditingName && <NameForm current={name} onDone={() => setEditingName(false)} />}
      <MemberPass memberId={user.memberId} username={username} />
      <BusinessBalances />
    </Stack>
  );
}
