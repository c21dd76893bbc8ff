import { useLocation } from 'react-router-dom';
import { StaffForm } from '@/features/staff/components/staff-form';
import { readStaffEditState } from '@/features/staff/utils/staff-edit-state';

/** /staff/add: add mode, or edit mode with the staff member passed through navigation state. */
export function StaffAddRoute() {
  const location = useLocation();
  return <StaffForm key={location.key} editing={readStaffEditState(location.state)} />;
}
