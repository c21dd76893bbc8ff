import { formatDollars } from '@countertop/api';
import { Card } from '@countertop/ui/Card';
import { EmptyState } from '@countertop/ui/EmptyState';
import { ErrorState } from '@countertop/ui/ErrorState';
import { Notice } from '@countertop/ui/Notice';
import { ProgressBar } from '@countertop/ui/ProgressBar';
import { Spinner } from '@countertop/ui/Spinner';
import { Stack } from '@countertop/ui/Stack';
import { StatTile, StatTileGrid } from '@countertop/ui/StatTile';
import { Tally } from '@countertop/ui/Tally';
import { BrandScope } from '@/components/brand-scope';
import { useMemberShops } from '../hooks/use-member-shops';
import { conversionProgressText } from '../utils/conversion-progress';
import { stampCardText } from '../utils/stamp-card';
import { tierStepText, tierText } from '../utils/tier-step';
import type { Shop } from '../utils/group-shops';
import { ConsentActions } from './consent-actions';
import { PointsExpiryNotice } from './points-expiry-notice';
import { ReferralShare } from './referral-share';

function ShopBalances({ shop }: { shop: Shop }) {
  const { balances } = shop;
  const onStamps = balances?.rewardType === 'Stamps';
  // Balances earned under the other kind of programme stay, and stay in view while they last.
  const showsStamps = balances !== undefined && (onStamps || balances.stampsBalance > 0);
  const showsPoints = !onStamps || (balances?.pointsBalance ?? 0) > 0;
  return (
    <BrandScope brandColor={balances?.brandColor}>
      {/* A landmark per shop, so a screen reader can jump between them and tests can find one. */}
      <Stack as="section" aria-label={`Balances at ${shop.businessName}`}>
        <Card title={shop.businessName} headingLevel={2} accent>
          <Stack gap="md">
            <StatTileGrid>
              {showsStamps && (
                <StatTile label="Stamps" value={`${balances.stampsBalance} of ${balances.stampsPerReward}`} />
              )}
              {showsPoints && <StatTile label="Points" value={balances?.pointsBalance ?? 0} />}
              <StatTile label="Wallet" value={formatDollars(balances?.walletBalance ?? 0)} />
              <StatTile label="Gift cards" value={formatDollars(balances?.gcBalance ?? 0)} />
            </StatTileGrid>
            {showsStamps && (
              // The card as stamps, in the shop's brand colour; the text says the count.
              <Tally
                value={balances.stampsBalance}
                max={balances.stampsPerReward}
                label={stampCardText(balances.stampsBalance, balances.stampsPerReward)}
              />
            )}
            {balances && !onStamps && (
              // The shop's brand colour fills it: points already counted toward the next block.
              <ProgressBar
                label={conversionProgressText(balances.nextConversion)}
                value={balances.pointsBalance}
                maxValue={balances.pointsBalance + balances.nextConversion.points}
                showValueLabel={false}
              />
            )}
            {balances && (balances.tier || balances.nextTier) && (
              // The member's tier here and the step to the next (issue 20), in words.
              <Stack gap="xs">
                {balances.tier && <p>{tierText(balances.tier)}</p>}
                {balances.nextTier && <p>{tierStepText(balances.nextTier)}</p>}
              </Stack>
            )}
            <PointsExpiryNotice expiring={balances?.pointsExpiring} />
            {balances && (
              <ReferralShare
                businessId={shop.businessId}
                businessName={shop.businessName}
                balances={balances}
              />
            )}
            {shop.status === 'Invited' && (
              <Notice>You left this shop: it cannot see your e-mail address or chat with you.</Notice>
            )}
            <ConsentActions shop={shop} />
          </Stack>
        </Card>
      </Stack>
    </BrandScope>
  );
}

/**
 * The member's balances at each shop they joined (accepted, or left without blocking), money as `$`
 * with two decimals, each with what the member may change about the shop, in the shop's brand.
 */
export function BusinessBalances() {
  const { isPending, error, groups } = useMemberShops();
  if (isPending) return <Spinner label="Loading your balances" />;
  if (!groups) {
    return <ErrorState title="Could not load your balances" description={error?.message} />;
  }
  if (groups.joined.length === 0) {
    // An invitation or a blocked shop is shown on its own; this is for a member with no shop at all.
    if (groups.invitations.length > 0 || groups.blocked.length > 0) return null;
    return (
      <EmptyState
        headingLevel={2}
        title="No shops yet"
        description="Show your pass at a Countertop shop's counter: your points, wallet and gift cards there appear here."
      />
    );
  }
  return (
    <Stack gap="md">
      {groups.joined.map((shop) => (
        <ShopBalances key={shop.businessId} shop={shop} />
      ))}
    </Stack>
  );
}
