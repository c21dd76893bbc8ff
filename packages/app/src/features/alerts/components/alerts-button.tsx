import { AlertIcon } from '@countertop/ui/icons';
import { IconButton } from '@countertop/ui/IconButton';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useNewAlertCount } from '../hooks/use-new-alert-count';
import { ALERTS_TEXT as T } from '../texts';

/** The header's alerts icon for owners, with the number of New alerts on it; opens /alerts. */
export function AlertsButton() {
  const navigate = useNavigate();
  const count = useNewAlertCount();
  return (
    <IconButton
      label={count > 0 ? T.buttonNew(count) : T.button}
      count={count}
      onPress={() => void navigate(paths.alerts.getHref())}
    >
      <AlertIcon />
    </IconButton>
  );
}
