export const REGISTRATION_MESSAGES = {
  registered: 'Your business is registered. Sign in with your e-mail to continue.',
  handleTaken: (handle: string) => `The business handle @${handle} is already taken. Please choose another.`,
  emailTaken: 'An owner account with this e-mail already exists. Sign in instead, or use another e-mail.',
} as const;
