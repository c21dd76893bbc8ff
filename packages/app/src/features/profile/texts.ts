/** The profile screen's texts (docs/product/management.md §2 Profile, §8). */
export const PROFILE_TEXT = {
  title: 'Profile',
  loading: 'Loading the profile',
  loadFailed: 'Failed to load profile data',
  businessInfo: 'Business Info',
  ownerInfo: 'Owner Info',
  bankInfo: 'Owner Bank Account Info',
  saveBusinessInfo: 'Save Business Info',
  saveOwnerInfo: 'Save Owner Info',
  saveAccountInfo: 'Save Account Info',
  saving: 'Saving',
  bankAccount: 'Bank Account',
  tax: 'Tax',
  taxDescription: 'Registering for GST needs the ABN.',
  notAssigned: 'Not assigned yet',
  referralCodeHelp: 'A business that registers with this code is recorded as referred by yours.',
  /** 'Fig & Crumb Bakery (@figandcrumb)': the business whose code this one registered with. */
  referredBy: (business: { name: string; userName: string }) => `${business.name} (@${business.userName})`,
  notReferred: 'No one: registered without a referral code',
  uploadLogo: 'Upload business logo',
  logoHelp: 'Click the logo to upload a new one. PNG, JPEG, WebP or GIF, up to 5 MB.',
  uploadingLogo: 'Uploading the logo',
  brandColorHelp:
    'A colour like #0e7490: the member app shows your shop in it. Leave it empty for Countertop’s colours.',
} as const;
