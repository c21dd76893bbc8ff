import { TextField } from '@countertop/ui/TextField';
import { labelFromFieldName } from '../utils/field-label';
import { PROFILE_TEXT } from '../texts';

/**
 * A Profile value the owner cannot change (the handle, category, e-mail, member ID, referral code,
 * country): tagged 'Read-only', and never marked required although the spec marks them, since a
 * required mark asks the owner to fill in what they cannot (issue 23, docs/decisions.md 14).
 */
export function ReadOnlyField({
  field,
  value,
  description,
  placeholder = PROFILE_TEXT.notAssigned,
}: {
  field: string;
  value: string;
  /** What the value is for, under the field. */
  description?: string;
  /** What an empty value means. */
  placeholder?: string;
}) {
  return (
    <TextField
      label={labelFromFieldName(field)}
      isReadOnly
      markReadOnly
      value={value}
      description={description}
      placeholder={placeholder}
    />
  );
}
