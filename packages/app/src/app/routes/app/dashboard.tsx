import { lazyComponent, useSession } from '@countertop/app-kit';

// Each role's dashboard is a chunk of its own: an owner's first load carries no staff carousels,
// and a staff member's none of the owner's tiles and chart card.
const OwnerDashboard = lazyComponent(
  async () => (await import('@/features/dashboards/components/owner-dashboard')).OwnerDashboard,
);
const StaffDashboard = lazyComponent(
  async () => (await import('@/features/dashboards/components/staff-dashboard')).StaffDashboard,
);

/** Owners get the owner dashboard, everyone else the staff dashboard (docs/product/front-desk.md §2). */
export function DashboardRoute() {
  const { user } = useSession();
  return user?.userType === 'B' ? <OwnerDashboard /> : <StaffDashboard />;
}
