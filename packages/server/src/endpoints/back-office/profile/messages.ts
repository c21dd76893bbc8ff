export const PROFILE_MESSAGES = {
  businessInfoSaved: 'Business info saved.',
  ownerInfoSaved: 'Owner info saved.',
  accountInfoSaved: 'Account info saved.',
  logoSaved: 'Logo updated.',
} as const;
