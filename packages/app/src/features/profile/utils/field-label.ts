/** Words the profile writes in capitals wherever they appear in a field name. */
const ACRONYMS: Record<string, string> = { id: 'ID', abn: 'ABN', bsb: 'BSB', gst: 'GST' };

/**
 * docs/product/management.md §2 Profile: a field's label is its camel-case name split into words,
 * each capitalised: `businessPhoneNumber` → 'Business Phone Number', `ownerMemberId` → 'Owner
 * Member ID' (acronyms in capitals), `registeredForGST` → 'Registered For GST'.
 */
export function labelFromFieldName(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(' ')
    .filter(Boolean)
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
