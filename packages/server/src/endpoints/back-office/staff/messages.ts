export const STAFF_MESSAGES = {
  added: 'Staff member added.',
  updated: 'Staff member updated.',
  deactivated: 'Staff member updated. They have been signed out and cannot sign in while inactive.',
  emailChanged: 'Staff member updated. They have been signed out and sign in again with the new e-mail.',
  notFound: 'Staff member not found',
  emailTaken: 'Someone in your business already uses this e-mail. Please use another.',
} as const;
