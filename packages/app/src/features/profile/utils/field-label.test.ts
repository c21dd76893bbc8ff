import { describe, expect, it } from 'vitest';
import { labelFromFieldName } from './field-label';

describe('labelFromFieldName', () => {
  it.each([
    ['businessName', 'Business Name'],
    ['businessHandle', 'Business Handle'],
    ['businessCategory', 'Business Category'],
    ['businessPhoneNumber', 'Business Phone Number'],
    ['ownerName', 'Owner Name'],
    ['ownerEmail', 'Owner Email'],
    ['ownerMemberId', 'Owner Member ID'],
    ['ownerReferralCode', 'Owner Referral Code'],
    ['country', 'Country'],
    ['bankAccountName', 'Bank Account Name'],
    ['bsbNumber', 'BSB Number'],
    ['bankAccountNumber', 'Bank Account Number'],
    ['abn', 'ABN'],
    ['registeredForGST', 'Registered For GST'],
  ])('%s reads %s', (name, label) => {
    expect(labelFromFieldName(name)).toBe(label);
  });
});
