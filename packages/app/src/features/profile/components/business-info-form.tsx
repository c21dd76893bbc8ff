import { updateBusinessInfo } from '@countertop/api';
import type { BusinessInfo } from '@countertop/api';
import { useUpdateBusinessInfo } from '@countertop/api/react';
import { formatPhone } from '@countertop/app-kit';
import { FieldGrid } from '@countertop/ui/Fieldset';
import { TextField } from '@countertop/ui/TextField';
import { fieldErrors } from '@/lib/form-errors';
import { withoutAustralianPrefix } from '@/lib/phone';
import { useFormState } from '@/lib/use-form-state';
import { brandColorErrors } from '../utils/brand-color-error';
import { labelFromFieldName } from '../utils/field-label';
import { PROFILE_TEXT } from '../texts';
import { ProfileSection } from './profile-section';
import { ReadOnlyField } from './read-only-field';

/**
 * Business Info (docs/product/management.md §2): name and phone can change, the handle and the
 * category are shown read-only; name and phone are marked required. Website is the business's too,
 * and so is the brand colour the member app shows the business in (checked for contrast here as
 * on the server; empty is Countertop's theme).
 */
export function BusinessInfoForm({ info }: { info: BusinessInfo }) {
  // The phone as people write it ('(02) 9251 4410'), not the stored digits; the server takes both.
  const form = useFormState({
    name: info.name,
    phoneNumber: formatPhone(info.phoneNumber),
    website: info.website,
    brandColor: info.brandColor ?? '',
  });
  const save = useUpdateBusinessInfo();

  function onSave(element: HTMLFormElement) {
    const request = {
      user: { name: form.values.name },
      phoneNumber: withoutAustralianPrefix(form.values.phoneNumber),
      website: form.values.website,
      brandColor: form.values.brandColor.trim().toLowerCase() || null,
    };
    const errors = fieldErrors(updateBusinessInfo.request, request);
    const found = { ...errors, ...brandColorErrors(request.brandColor, errors) };
    if (!form.showErrors(found, element)) save.mutate(request);
  }

  return (
    <ProfileSection
      title={PROFILE_TEXT.businessInfo}
      saveLabel={PROFILE_TEXT.saveBusinessInfo}
      isSaving={save.isPending}
      onSave={onSave}
    >
      <FieldGrid columns={2}>
        <TextField
          label={labelFromFieldName('businessName')}
          isRequired
          autoComplete="organization"
          {...form.field('name', 'user.name')}
        />
        <ReadOnlyField field="businessHandle" value={`@${info.userName}`} />
        <ReadOnlyField field="businessCategory" value={info.category} />
        <TextField
          label={labelFromFieldName('businessPhoneNumber')}
          isRequired
          type="tel"
          autoComplete="tel"
          {...form.field('phoneNumber')}
        />
        <TextField
          label={labelFromFieldName('website')}
          type="url"
          autoComplete="url"
          {...form.field('website')}
        />
        <TextField
          // en-AU on the screen, `brandColor` on the wire.
          label={labelFromFieldName('brandColour')}
          description={PROFILE_TEXT.brandColorHelp}
          autoComplete="off"
          {...form.field('brandColor')}
        />
      </FieldGrid>
    </ProfileSection>
  );
}
