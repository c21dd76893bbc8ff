import { updateOwnerInfo } from '@countertop/api';
import type { BusinessInfo } from '@countertop/api';
import { useUpdateOwnerInfo } from '@countertop/api/react';
import { FieldGrid } from '@countertop/ui/Fieldset';
import { TextField } from '@countertop/ui/TextField';
import { fieldErrors } from '@/lib/form-errors';
import { useFormState } from '@/lib/use-form-state';
import { labelFromFieldName } from '../utils/field-label';
import { PROFILE_TEXT } from '../texts';
import { ProfileSection } from './profile-section';
import { ReadOnlyField } from './read-only-field';

/**
 * Owner Info (docs/product/management.md §2): only the owner's name can change, and only it is
 * marked required (the e-mail is how they sign in; member ID, referral code and country are the
 * system's). Then the business whose referral code this one registered with (issue 20).
 */
export function OwnerInfoForm({ info }: { info: BusinessInfo }) {
  const form = useFormState({ name: info.user.name });
  const save = useUpdateOwnerInfo();

  function onSave(element: HTMLFormElement) {
    const request = form.values;
    if (!form.showErrors(fieldErrors(updateOwnerInfo.request, request), element)) save.mutate(request);
  }

  return (
    <ProfileSection
      title={PROFILE_TEXT.ownerInfo}
      saveLabel={PROFILE_TEXT.saveOwnerInfo}
      isSaving={save.isPending}
      onSave={onSave}
    >
      <FieldGrid columns={2}>
        <TextField
          label={labelFromFieldName('ownerName')}
          isRequired
          autoComplete="name"
          {...form.field('name')}
        />
        <ReadOnlyField field="ownerEmail" value={info.user.email} />
        <ReadOnlyField field="ownerMemberId" value={info.user.memberId} />
        <ReadOnlyField
          field="ownerReferralCode"
          value={info.user.referralCode}
          description={PROFILE_TEXT.referralCodeHelp}
        />
        <ReadOnlyField field="country" value={info.user.country} />
        <ReadOnlyField
          field="referredBy"
          value={info.referredBy ? PROFILE_TEXT.referredBy(info.referredBy) : ''}
          placeholder={PROFILE_TEXT.notReferred}
        />
      </FieldGrid>
    </ProfileSection>
  );
}
