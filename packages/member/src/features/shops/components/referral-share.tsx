import { useReferralCode } from '@countertop/api/react';
import { Button } from '@countertop/ui/Button';
import { Notice } from '@countertop/ui/Notice';
import { Spinner } from '@countertop/ui/Spinner';
import { Stack } from '@countertop/ui/Stack';
import { useState } from 'react';
import type { ShopBalances } from '../utils/group-shops';
import { referralText } from '../utils/referral-text';
import { shareInvite, type ShareOutcome, type SharingNavigator } from '../utils/share-invite';

interface ReferralShareProps {
  businessId: string;
  businessName: string;
  balances: Pick<ShopBalances, 'referralBonus' | 'totalReferred' | 'referredBy'>;
  /** The browser's sharing (a test passes its own). */
  sharing?: SharingNavigator;
}

/**
 * 'Invite a friend' on a shop's card (issue 20): the member's code and link there, and `Share
 * invite`, which opens the phone's share sheet or, without one, copies the link and says so. The
 * link stays in view (wrapped on a phone) to copy by hand if both fail. Says how many friends the member referred here,
 * and who referred them.
 */
export function ReferralShare({ businessId, businessName, balances, sharing }: ReferralShareProps) {
  const invite = useReferralCode(
    { businessId },
    { requestOptions: { loadingToast: false, errorToast: false } },
  );
  const [outcome, setOutcome] = useState<ShareOutcome>();
  const [isSharing, setSharing] = useState(false);
  const texts = referralText(businessName, balances);

  async function share(link: string) {
    setSharing(true);
    setOutcome(undefined);
    setOutcome(await shareInvite({ title: texts.shareTitle, text: texts.shareText, url: link }, sharing));
    setSharing(false);
  }

  return (
    <Stack as="section" gap="sm" aria-label={`Invite a friend to ${businessName}`}>
      <p>{texts.invite}</p>
      {invite.isPending ? (
        <Spinner size="sm" label="Loading your invite" />
      ) : invite.isError ? (
        <Notice tone="warning">Your invite could not be loaded. Try again later.</Notice>
      ) : (
        <>
          <p>Your referral code: {invite.data.code}</p>
          <p>Your invite link: {invite.data.link}</p>
          <Stack direction="horizontal" gap="sm" wrap>
            <Button variant="primary" onPress={() => void share(invite.data.link)} isPending={isSharing}>
              Share invite
            </Button>
          </Stack>
          {outcome === 'copied' && (
            <Notice role="status" title="Invite link copied">
              Paste it in a message to a friend.
            </Notice>
          )}
          {outcome === 'failed' && (
            <Notice tone="warning" role="alert">
              The link could not be shared or copied. Select the link above and copy it.
            </Notice>
          )}
        </>
      )}
      {texts.referred && <p>{texts.referred}</p>}
      {texts.referredBy && <p>{texts.referredBy}</p>}
    </Stack>
  );
}
