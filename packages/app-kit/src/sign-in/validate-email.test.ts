import { describe, expect, it } from 'vitest';
import { validateEmail } from './validate-email.js';

describe('validateEmail', () => {
  it.each(['', '   '])("says 'Email is required' for %j", (value) => {
    expect(validateEmail(value)).toBe('Email is required');
  });

  it.each(['owner', 'owner@', 'owner@harbourlane', '@harbourlane.example', 'ow ner@harbourlane.example'])(
    "says 'Please enter a valid email address' for %j",
    (value) => {
      expect(validateEmail(value)).toBe('Please enter a valid email address');
    },
  );

  it.each(['owner@harbourlane.example', '  staff@harbourlane.example  ', 'a.b+c@shop.com.au'])(
    'accepts %j',
    (value) => {
      expect(validateEmail(value)).toBeUndefined();
    },
  );
});
