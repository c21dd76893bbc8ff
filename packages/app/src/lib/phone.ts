/** docs/product/management.md §5, §9: the forms remove a leading `+61` before sending (the server puts the trunk 0 back). */
export function withoutAustralianPrefix(phone: string): string {
  return phone.trim().replace(/^\+61\s*/, '');
}
