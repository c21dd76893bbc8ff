/** The staff screens' texts (docs/product/management.md §2 Staff, Add Staff, §8). */
export const STAFF_TEXT = {
  title: 'Staff',
  add: 'Add Staff',
  tableLabel: 'Staff',
  columns: {
    name: 'Name',
    phone: 'Phone Number',
    email: 'Email',
    status: 'Status',
    chatAccess: 'Chat Access',
  },
  active: 'Active',
  inactive: 'Inactive',
  yes: 'Yes',
  no: 'No',
  edit: (name: string) => `Edit ${name}`,
  empty: 'No staff found',
  loadFailed: 'Failed to load staff data',
  loading: 'Loading staff',
  pages: 'Staff pages',
  addTitle: 'Add Staff',
  updateTitle: 'Update Staff',
  addButton: 'Add Staff',
  updateButton: 'Update Staff',
  cancel: 'Cancel',
  saving: 'Saving',
  name: 'Name',
  email: 'Email',
  phone: 'Phone Number',
  chatAccess: 'Chat Access',
  activeCheckbox: 'Active',
  activeHelp: 'Unticking this signs them out at once; they cannot sign in until it is ticked again.',
  saveFailed: 'Failed to add staff member',
} as const;

/** docs/product/management.md §9: staff 10 a page. */
export const STAFF_PAGE_SIZE = 10;
