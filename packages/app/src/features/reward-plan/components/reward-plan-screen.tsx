import { useRewardPlan } from '@countertop/api/react';
import { Button } from '@countertop/ui/Button';
import { DetailsTable } from '@countertop/ui/DetailsTable';
import { EditIcon } from '@countertop/ui/icons';
import { ErrorState } from '@countertop/ui/ErrorState';
import { PageHeader } from '@countertop/ui/PageHeader';
import { Spinner } from '@countertop/ui/Spinner';
import { Stack } from '@countertop/ui/Stack';
import { useState } from 'react';
import { planRows } from '../utils/plan-rows';
import { REWARD_PLAN_TEXT } from '../texts';
import { EditRewardPlanDialog } from './edit-reward-plan-dialog';
import { TiersSection } from './tiers-section';

/**
 * /rewardplan (docs/product/management.md §2): the plan's entries with a tooltip each. Owners edit
 * the three values they may change; staff read the plan through the staff path, without the button.
 * Under it, the plan's tiers (issue 20), edited on their own.
 */
export function RewardPlanScreen({ canEdit }: { canEdit: boolean }) {
  // The failure replaces the table with its own text, so the generic toast would say it twice.
  const plan = useRewardPlan(undefined, { requestOptions: { errorToast: false } });
  const [isEditing, setIsEditing] = useState(false);

  return (
    <>
      <PageHeader
        title={REWARD_PLAN_TEXT.title}
        actions={
          canEdit && plan.data ? (
            <Button variant="primary" onPress={() => setIsEditing(true)}>
              <EditIcon />
              {REWARD_PLAN_TEXT.edit}
            </Button>
          ) : undefined
        }
      />
      <Stack gap="xl">
        {plan.isError ? (
          <ErrorState title={REWARD_PLAN_TEXT.loadFailed} />
        ) : plan.isPending ? (
          <Spinner label={REWARD_PLAN_TEXT.loading} />
        ) : (
          <DetailsTable aria-label={REWARD_PLAN_TEXT.tableLabel} rows={planRows(plan.data.data)} />
        )}
        <TiersSection canEdit={canEdit} />
      </Stack>
      {canEdit && plan.data && (
        <EditRewardPlanDialog plan={plan.data.data} isOpen={isEditing} onClose={() => setIsEditing(false)} />
      )}
    </>
  );
}
