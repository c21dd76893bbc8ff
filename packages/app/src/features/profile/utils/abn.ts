/** An ABN as it is printed on invoices, '51 824 753 556'; anything else as it is. */
export function formatAbn(digits: string): string {
  return /^\d{11}$/.test(digits) ? digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4') : digits;
}
