import { TextField } from '@countertop/ui';
import { labelFromFieldName } from '../utils/field-label';
import { PROFILE_TEXT } from '../texts';

/**
 * A Profile value the owner cannot change (the handle, category, e-mail, member ID, referral code,
 * country): tagged 'Read-only', and never marked required although the spec marks them, since a
 * required mark asks the owner to fill in what they cannot (issue 23, docs/decisions.md 14).
 */
export function ReadOnlyField({ field, value }: { field: string; value: string }) {
  return (
    <TextField
      label={labelFromFieldName(field)}
      isReadOnly
      markReadOnly
      value={value}
      placeholder={PROFILE_TEXT.notAssigned}
    />
  );
}
