import { MAX_COUNTERS, register } from '@countertop/api';
import { useRegister } from '@countertop/api/react';
import { Button, Checkbox, Fieldset, Form, Link, NumberField, Stack, TextField } from '@countertop/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CoordinateFields } from '@/components/coordinate-fields';
import { StoreAddressFields } from '@/components/store-address-fields';
import { WEBSITE_LINKS } from '@/config/constants';
import { paths } from '@/config/paths';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { fieldErrors, hasErrors, withoutError, type FieldErrors } from '@/lib/form-errors';
import {
  emptyRegistration,
  registrationRequest,
  type RegistrationValues,
} from '../utils/registration-request';
import { REGISTER_TEXT } from '../texts';

const TERMS = WEBSITE_LINKS.find((link) => link.label === 'Terms of Service');
const STORE = 'stores.0';

/** The form's checks on top of the contract's: the `@` the spec asks for, and the terms. */
function formErrors(values: RegistrationValues): FieldErrors {
  const errors = fieldErrors(register.request, registrationRequest(values));
  if (values.handle.trim() !== '' && !values.handle.trim().startsWith('@'))
    errors.userName = REGISTER_TEXT.handleAt;
  if (!values.termsAccepted) errors.terms = REGISTER_TEXT.termsRequired;
  return errors;
}

/**
 * /register (docs/product/management.md §2 Register, §5): the business, its owner and its first
 * store, and the terms. Every message is the spec's, most of them the contract's own texts. A
 * success goes to /login; a failure keeps the screen as it is.
 */
export function RegisterForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState<RegistrationValues>(emptyRegistration);
  const [errors, setErrors] = useState<FieldErrors>({});
  const registration = useRegister();

  const set = <K extends keyof RegistrationValues>(
    key: K,
    value: RegistrationValues[K],
    ...errorKeys: string[]
  ) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => errorKeys.reduce(withoutError, current));
  };
  const text = (key: keyof RegistrationValues, errorKey: string) => (value: string) =>
    set(key, value, errorKey);
  const invalid = (key: string) => ({ isInvalid: Boolean(errors[key]), errorMessage: errors[key] });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (registration.isPending) return;
    const found = formErrors(values);
    setErrors(found);
    if (hasErrors(found)) focusFirstInvalid(event.currentTarget);
    if (hasErrors(found)) return;
    registration.mutate(registrationRequest(values), {
      onSuccess: () => void navigate(paths.login.getHref()),
      onError: (error) => console.error('Registration failed', error),
    });
  }

  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" aria-label={REGISTER_TEXT.title}>
      <Fieldset legend={REGISTER_TEXT.business} columns={2}>
        <TextField
          label={REGISTER_TEXT.businessName}
          isRequired
          autoComplete="organization"
          value={values.businessName}
          onChange={text('businessName', 'user.name')}
          {...invalid('user.name')}
        />
        <TextField
          label={REGISTER_TEXT.handle}
          isRequired
          autoComplete="off"
          placeholder={REGISTER_TEXT.handlePlaceholder}
          description={REGISTER_TEXT.handleHelp}
          value={values.handle}
          onChange={text('handle', 'userName')}
          {...invalid('userName')}
        />
        <TextField
          label={REGISTER_TEXT.website}
          type="url"
          autoComplete="url"
          value={values.website}
          onChange={text('website', 'website')}
          {...invalid('website')}
        />
      </Fieldset>

      <Fieldset legend={REGISTER_TEXT.owner} columns={2}>
        <TextField
          label={REGISTER_TEXT.ownerName}
          isRequired
          autoComplete="name"
          value={values.ownerName}
          onChange={text('ownerName', 'name')}
          {...invalid('name')}
        />
        <TextField
          label={REGISTER_TEXT.email}
          isRequired
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={text('email', 'user.email')}
          {...invalid('user.email')}
        />
        <TextField
          label={REGISTER_TEXT.contactNumber}
          isRequired
          type="tel"
          autoComplete="tel"
          value={values.contactNumber}
          onChange={text('contactNumber', 'phoneNumber')}
          {...invalid('phoneNumber')}
        />
      </Fieldset>

      <Fieldset legend={REGISTER_TEXT.store} columns={2}>
        <TextField
          label={REGISTER_TEXT.storeName}
          isRequired
          value={values.storeName}
          onChange={text('storeName', `${STORE}.name`)}
          {...invalid(`${STORE}.name`)}
        />
        <TextField
          label={REGISTER_TEXT.storeContactNumber}
          type="tel"
          value={values.storePhone}
          onChange={text('storePhone', `${STORE}.phoneNumber`)}
          {...invalid(`${STORE}.phoneNumber`)}
        />
        <NumberField
          label={REGISTER_TEXT.counters}
          isRequired
          minValue={1}
          maxValue={MAX_COUNTERS}
          step={1}
          formatOptions={{ maximumFractionDigits: 0 }}
          value={values.counters}
          onChange={(counters) => set('counters', counters, `${STORE}.counters`)}
          {...invalid(`${STORE}.counters`)}
        />
        <StoreAddressFields
          address={values.address}
          onChange={(field, value) =>
            set(
              'address',
              { ...values.address, [field]: value },
              `${STORE}.address.${field}`,
              `${STORE}.address`,
            )
          }
          errors={{
            line1: errors[`${STORE}.address.line1`] ?? errors[`${STORE}.address`],
            city: errors[`${STORE}.address.city`],
            state: errors[`${STORE}.address.state`],
            pinCode: errors[`${STORE}.address.pinCode`],
          }}
        />
        <CoordinateFields
          coordinates={values.coordinates}
          onChange={(changed) =>
            set(
              'coordinates',
              { ...values.coordinates, ...changed },
              ...Object.keys(changed).map((key) => `${STORE}.${key}`),
            )
          }
          errors={{ latitude: errors[`${STORE}.latitude`], longitude: errors[`${STORE}.longitude`] }}
        />
      </Fieldset>

      <Checkbox
        isRequired
        isSelected={values.termsAccepted}
        onChange={(accepted) => set('termsAccepted', accepted, 'terms')}
        isInvalid={Boolean(errors.terms)}
        errorMessage={errors.terms}
        description={
          TERMS && (
            <Link href={TERMS.href} target="_blank" rel="noopener noreferrer">
              {REGISTER_TEXT.termsLink}
            </Link>
          )
        }
      >
        {REGISTER_TEXT.terms}
      </Checkbox>

      <Stack direction="horizontal" gap="md" justify="end" wrap>
        <Button onPress={() => void navigate(paths.login.getHref())}>{REGISTER_TEXT.cancel}</Button>
        <Button
          type="submit"
          variant="primary"
          isPending={registration.isPending}
          pendingLabel={REGISTER_TEXT.registering}
        >
          {REGISTER_TEXT.register}
        </Button>
      </Stack>
    </Form>
  );
}
