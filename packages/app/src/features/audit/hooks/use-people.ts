import { useStaffList } from '@countertop/api/react';
import { useSession } from '@countertop/app-kit';
import { PEOPLE_LIMIT } from '../texts';

export interface Person {
  id: string;
  name: string;
  type: 'B' | 'S';
}

/** Whom the trail can be narrowed to: the signed-in owner, then each staff member by name. */
export function usePeople(): Person[] {
  const { user } = useSession();
  const staff = useStaffList({ offset: 0, limit: PEOPLE_LIMIT }, { requestOptions: { errorToast: false } });
  const owner: Person[] = user?.id ? [{ id: user.id, name: user.name, type: 'B' }] : [];
  const members = staff.data?.data.totalItems ?? [];
  return [...owner, ...members.map((member) => ({ id: member.id, name: member.name, type: 'S' as const }))];
}
