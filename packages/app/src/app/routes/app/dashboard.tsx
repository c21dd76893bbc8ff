import { useSession } from '@countertop/app-kit';
import { OwnerDashboard } from '@/features/dashboards/components/owner-dashboard';
import { StaffDashboard } from '@/features/dashboards/components/staff-dashboard';

/** Owners get the owner dashboard, everyone else the staff dashboard (docs/product/front-desk.md §2). */
export function DashboardRoute() {
  const { user } = useSession();
  return user?.userType === 'B' ? <OwnerDashboard /> : <StaffDashboard />;
}
