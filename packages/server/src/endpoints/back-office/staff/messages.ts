export const STAFF_MESSAGES = {
  added: 'Staff member added.',
  updated: 'Staff member updated.',
  deactivated: 'Staff member updated. They have been signed out and cannot sign in while inactive.',
  notFound: 'Staff member not found',
  emailTaken: 'Someone in your business already uses this e-mail. Please use another.',
} as const;
