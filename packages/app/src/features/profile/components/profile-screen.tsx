import { useAccountInfo, useBusinessInfo } from '@countertop/api/react';
import { ErrorState } from '@countertop/ui/ErrorState';
import { PageHeader } from '@countertop/ui/PageHeader';
import { Spinner } from '@countertop/ui/Spinner';
import { Stack } from '@countertop/ui/Stack';
import { PROFILE_TEXT } from '../texts';
import { AccountInfoForm } from './account-info-form';
import { BusinessInfoForm } from './business-info-form';
import { BusinessLogo } from './business-logo';
import { OwnerInfoForm } from './owner-info-form';

// The failure replaces the screen with its own text; the generic toast would say it twice.
const quiet = { requestOptions: { errorToast: false } } as const;

/**
 * /profile (docs/product/management.md §2 Profile): the logo, then three sections, each saved by
 * its own button. The bank section also holds the ABN and GST registration, which are saved with
 * it by the same call.
 */
export function ProfileScreen() {
  const business = useBusinessInfo(undefined, quiet);
  const account = useAccountInfo(undefined, quiet);

  return (
    <>
      <PageHeader title={PROFILE_TEXT.title} />
      {business.isError || account.isError ? (
        <ErrorState title={PROFILE_TEXT.loadFailed} />
      ) : business.isPending || account.isPending ? (
        <Spinner label={PROFILE_TEXT.loading} />
      ) : (
        <Stack gap="xl">
          <BusinessLogo info={business.data.data} />
          <BusinessInfoForm info={business.data.data} />
          <OwnerInfoForm info={business.data.data} />
          <AccountInfoForm account={account.data.data} />
        </Stack>
      )}
    </>
  );
}
