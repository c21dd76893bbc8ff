import { describe, expect, it } from 'vitest';
import { inPlainWords } from './in-plain-words';

describe('inPlainWords', () => {
  it('speaks of codes where the server speaks of OTPs', () => {
    expect(inPlainWords('Invalid or expired OTP. Please check the code or request a new one.')).toBe(
      'Invalid or expired code. Please check the code or request a new one.',
    );
    expect(inPlainWords('Too many wrong OTPs for this account. Ask for a new OTP then.')).toBe(
      'Too many wrong codes for this account. Ask for a new code then.',
    );
  });

  it('leaves a text without an OTP and words that only contain the letters alone', () => {
    expect(inPlainWords('Signed in')).toBe('Signed in');
    expect(inPlainWords('OTPLESS mode')).toBe('OTPLESS mode');
  });
});
