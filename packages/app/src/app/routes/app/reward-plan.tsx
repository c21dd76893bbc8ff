import { useSession } from '@countertop/app-kit';
import { RewardPlanScreen } from '@/features/reward-plan/components/reward-plan-screen';

/** Owners read and edit the plan; staff read it through the staff path (docs/product/management.md §6). */
export function RewardPlanRoute() {
  const { user } = useSession();
  return <RewardPlanScreen canEdit={user?.userType === 'B'} />;
}
