import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Fieldset } from '../Fieldset';
import { Form } from '../Form';
import { Link } from '../Link';
import { Radio, RadioGroup } from '../RadioGroup';
import { Stack } from '../Stack';
import { TextField } from '../TextField';
import { ThemeToggle } from '../ThemeToggle';
import { AuthLayout } from './AuthLayout';

const meta = {
  title: 'Layout/AuthLayout',
  component: AuthLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    brand: 'Countertop',
    actions: <ThemeToggle />,
    title: 'Sign in',
    description: 'We e-mail you a one-time code.',
    footer: (
      <Stack as="nav" aria-label="Product website" direction="horizontal" gap="lg" justify="center" wrap>
        <Link variant="muted" href="#privacy">
          Privacy
        </Link>
        <Link variant="muted" href="#terms">
          Terms
        </Link>
        <Link variant="muted" href="#faq">
          FAQ
        </Link>
      </Stack>
    ),
    children: (
      <>
        <Form aria-label="Sign in" validationBehavior="aria" onSubmit={(event) => event.preventDefault()}>
          <RadioGroup label="User type" orientation="horizontal" defaultValue="B">
            <Radio value="B">Owner</Radio>
            <Radio value="S">Staff</Radio>
          </RadioGroup>
          <TextField label="Email" type="email" autoComplete="email" placeholder="you@business.com" />
          <Button type="submit" variant="primary" fullWidth>
            Send OTP
          </Button>
        </Form>
        <Link href="#register">Register your business</Link>
      </>
    ),
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {};

export const OtpStep: Story = {
  args: {
    children: (
      <Form aria-label="Sign in" validationBehavior="aria" onSubmit={(event) => event.preventDefault()}>
        <TextField label="Email" type="email" defaultValue="owner@example.com" />
        <TextField label="OTP" inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
        <Button type="submit" variant="primary" fullWidth>
          Verify OTP
        </Button>
        <Button fullWidth isDisabled>
          Resend OTP in 27s
        </Button>
      </Form>
    ),
  },
};

/** A long sign-up form in sections: the wide card, two columns where there is room. */
export const WideForm: Story = {
  args: {
    width: 'wide',
    title: 'Create an account',
    description: undefined,
    children: (
      <Form
        aria-label="Create an account"
        validationBehavior="aria"
        onSubmit={(event) => event.preventDefault()}
      >
        <Fieldset legend="Business" columns={2}>
          <TextField label="Business Name" isRequired />
          <TextField label="Website" type="url" />
        </Fieldset>
        <Fieldset legend="Contact" columns={2}>
          <TextField label="Name" isRequired />
          <TextField label="Email" type="email" isRequired />
        </Fieldset>
        <Checkbox isRequired>I accept the terms</Checkbox>
        <Stack direction="horizontal" gap="md" justify="end" wrap>
          <Button>Cancel</Button>
          <Button type="submit" variant="primary">
            Create account
          </Button>
        </Stack>
      </Form>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Business' })).toBeVisible();
  },
};
