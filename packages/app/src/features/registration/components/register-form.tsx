import {
  MAX_COUNTERS,
  REFERRAL_LINK_PARAM,
  REFERRAL_MESSAGES,
  register,
  REGISTRATION_MESSAGES,
} from '@countertop/api';
import type { ApiError } from '@countertop/api';
import type { RequestOf } from '@countertop/api';
import { useRegister } from '@countertop/api/react';
import { Button } from '@countertop/ui/Button';
import { Checkbox } from '@countertop/ui/Checkbox';
import { Fieldset } from '@countertop/ui/Fieldset';
import { Form } from '@countertop/ui/Form';
import { Link } from '@countertop/ui/Link';
import { NumberField } from '@countertop/ui/NumberField';
import { Stack } from '@countertop/ui/Stack';
import { TextField } from '@countertop/ui/TextField';
import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CoordinateFields } from '@/components/coordinate-fields';
import { StoreAddressFields } from '@/components/store-address-fields';
import { WEBSITE_LINKS } from '@/config/constants';
import { paths } from '@/config/paths';
import { fieldErrors, type FieldErrors } from '@/lib/form-errors';
import { useFormState } from '@/lib/use-form-state';
import {
  emptyRegistration,
  registrationRequest,
  type RegistrationValues,
} from '../utils/registration-request';
import { REGISTER_TEXT } from '../texts';

const TERMS = WEBSITE_LINKS.find((link) => link.label === 'Terms of Service');
const STORE = 'stores.0';

/** The form's checks on top of the contract's: the `@` the spec asks for, and the terms. */
function formErrors(values: RegistrationValues, request: RequestOf<typeof register>): FieldErrors {
  const errors = fieldErrors(register.request, request);
  if (values.handle.trim() !== '' && !values.handle.trim().startsWith('@'))
    errors.userName = REGISTER_TEXT.handleAt;
  if (!values.termsAccepted) errors.terms = REGISTER_TEXT.termsRequired;
  return errors;
}

/** A refusal that is about one field (a taken handle or e-mail), keyed as the request names it. */
function conflictErrors(error: ApiError, request: RequestOf<typeof register>): FieldErrors {
  const parsed = register.request.safeParse(request);
  const handle = parsed.success ? parsed.data.userName : '';
  if (error.serverMessage === REGISTRATION_MESSAGES.handleTaken(handle))
    return { userName: error.serverMessage };
  if (error.serverMessage === REGISTRATION_MESSAGES.emailTaken) return { 'user.email': error.serverMessage };
  if (error.serverMessage === REFERRAL_MESSAGES.unknownBusinessCode)
    return { referralCode: error.serverMessage };
  return {};
}

/**
 * /register (docs/product/management.md §2 Register, §5): the business, its owner and its first
 * store, and the terms. Every message is the spec's, most of them the contract's own texts. A
 * success goes to /login; a failure keeps the screen as it is, a taken handle or e-mail marked
 * on its field. Another business's link (`/register?ref=`) fills in its referral code (issue 20).
 */
export function RegisterForm() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const form = useFormState<RegistrationValues>({
    ...emptyRegistration,
    referralCode: new URLSearchParams(search).get(REFERRAL_LINK_PARAM)?.trim() ?? '',
  });
  const { values } = form;
  const registration = useRegister();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (registration.isPending) return;
    const request = registrationRequest(values);
    if (form.showErrors(formErrors(values, request), event.currentTarget)) return;
    const formElement = event.currentTarget;
    registration.mutate(request, {
      // The sign-in starts with the e-mail just registered.
      onSuccess: () =>
        void navigate(paths.login.getHref(), { state: { registeredEmail: request.user.email } }),
      onError: (error) => {
        console.error('Registration failed', error);
        form.showErrors(conflictErrors(error, request), formElement);
      },
    });
  }

  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" aria-label={REGISTER_TEXT.title}>
      <Fieldset legend={REGISTER_TEXT.business} columns={2}>
        <TextField
          label={REGISTER_TEXT.businessName}
          isRequired
          autoComplete="organization"
          {...form.field('businessName', 'user.name')}
        />
        <TextField
          label={REGISTER_TEXT.handle}
          isRequired
          autoComplete="off"
          placeholder={REGISTER_TEXT.handlePlaceholder}
          description={REGISTER_TEXT.handleHelp}
          {...form.field('handle', 'userName')}
        />
        <TextField label={REGISTER_TEXT.website} type="url" autoComplete="url" {...form.field('website')} />
        <TextField
          label={REGISTER_TEXT.referralCode}
          description={REGISTER_TEXT.referralCodeHelp}
          autoComplete="off"
          {...form.field('referralCode')}
        />
      </Fieldset>

      <Fieldset legend={REGISTER_TEXT.owner} columns={2}>
        <TextField
          label={REGISTER_TEXT.ownerName}
          isRequired
          autoComplete="name"
          {...form.field('ownerName', 'name')}
        />
        <TextField
          label={REGISTER_TEXT.email}
          isRequired
          type="email"
          autoComplete="email"
          {...form.field('email', 'user.email')}
        />
        <TextField
          label={REGISTER_TEXT.contactNumber}
          isRequired
          type="tel"
          autoComplete="tel"
          {...form.field('contactNumber', 'phoneNumber')}
        />
      </Fieldset>

      <Fieldset legend={REGISTER_TEXT.store} columns={2}>
        <TextField label={REGISTER_TEXT.storeName} isRequired {...form.field('storeName', `${STORE}.name`)} />
        <TextField
          label={REGISTER_TEXT.storeContactNumber}
          type="tel"
          {...form.field('storePhone', `${STORE}.phoneNumber`)}
        />
        <NumberField
          label={REGISTER_TEXT.counters}
          isRequired
          minValue={1}
          maxValue={MAX_COUNTERS}
          step={1}
          formatOptions={{ maximumFractionDigits: 0 }}
          {...form.field('counters', `${STORE}.counters`)}
        />
        <StoreAddressFields
          address={values.address}
          storePath={STORE}
          errors={form.errors}
          onChange={(address, ...errorKeys) => form.set('address', address, ...errorKeys)}
        />
        <CoordinateFields
          coordinates={values.coordinates}
          storePath={STORE}
          errors={form.errors}
          onChange={(coordinates, ...errorKeys) => form.set('coordinates', coordinates, ...errorKeys)}
        />
      </Fieldset>

      <Checkbox
        isRequired
        isSelected={values.termsAccepted}
        onChange={(accepted) => form.set('termsAccepted', accepted, 'terms')}
        {...form.error('terms')}
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
