import { Card } from '@countertop/ui/Card';
import { Stack } from '@countertop/ui/Stack';
import { useMemberShops } from '../hooks/use-member-shops';
import { ConsentActions } from './consent-actions';

/** The shops the member blocked, last on the pass, each with the way back. */
export function BlockedShops() {
  const { groups } = useMemberShops();
  if (!groups || groups.blocked.length === 0) return null;
  return (
    <Card
      title="Blocked shops"
      headingLevel={2}
      description="They cannot find you, reward you or contact you. Unblocking a shop accepts it again."
    >
      <Stack as="ul" gap="md">
        {groups.blocked.map((shop) => (
          <li key={shop.businessId}>
            <Stack direction="horizontal" gap="md" align="center" justify="between" wrap>
              <p>{shop.businessName}</p>
              <ConsentActions shop={shop} />
            </Stack>
          </li>
        ))}
      </Stack>
    </Card>
  );
}
