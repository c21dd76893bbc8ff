import { formatDollars } from '@countertop/api';
import { Avatar } from '@countertop/ui/Avatar';
import { Card } from '@countertop/ui/Card';
import { Stack } from '@countertop/ui/Stack';
import { useMemberShops } from '../hooks/use-member-shops';
import type { Shop } from '../utils/group-shops';
import { ConsentActions } from './consent-actions';

function Invitation({ shop }: { shop: Shop }) {
  const name = shop.businessName;
  const { balances } = shop;
  return (
    <Card title={`Invitation from ${name}`} headingLevel={2}>
      <Stack gap="md">
        <Stack direction="horizontal" gap="md" align="start">
          <Avatar name={name} src={shop.logo ?? undefined} />
          <Stack gap="sm">
            <p>
              {name} added you at its counter. Accept to let it see your e-mail address and chat with you.
            </p>
            <p>
              Leave to keep your distance: it can still reward you, but not contact you. Block it if you do
              not know it: it will no longer find you.
            </p>
            {balances && (
              <p>
                You have {balances.pointsBalance} points, {formatDollars(balances.walletBalance)} in your
                wallet and {formatDollars(balances.gcBalance)} on gift cards there.
              </p>
            )}
          </Stack>
        </Stack>
        <ConsentActions shop={shop} />
      </Stack>
    </Card>
  );
}

/**
 * Shops that added the member at their counter and wait for an answer, first on the pass: until
 * the member accepts one, it sees only a masked e-mail and cannot chat (docs/domain.md, "Consent").
 * Nothing while loading or on an error: the balances below say so.
 */
export function Invitations() {
  const { groups } = useMemberShops();
  if (!groups || groups.invitations.length === 0) return null;
  return (
    <Stack gap="md">
      {groups.invitations.map((shop) => (
        <Invitation key={shop.businessId} shop={shop} />
      ))}
    </Stack>
  );
}
