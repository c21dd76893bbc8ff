import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Radio, RadioGroup } from '../RadioGroup';
import { TextField } from '../TextField';
import { Form } from './Form';

const meta = {
  title: 'Components/Form',
  component: Form,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Sign in',
    validationBehavior: 'aria',
    onSubmit: fn((event: { preventDefault: () => void }) => event.preventDefault()),
  },
  render: (args) => (
    <div style={{ maxWidth: 380 }}>
      <Form {...args}>
        <RadioGroup label="User type" orientation="horizontal" defaultValue="B">
          <Radio value="B">Owner</Radio>
          <Radio value="S">Staff</Radio>
        </RadioGroup>
        <TextField label="Email" name="email" type="email" autoComplete="email" />
        <Button type="submit" variant="primary" fullWidth>
          Send OTP
        </Button>
      </Form>
    </div>
  ),
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  play: async ({ args, canvasElement }) => {
    const email = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'owner@example.com{Enter}');
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const ServerErrors: Story = {
  args: { validationErrors: { email: 'No account uses this e-mail address.' } },
};
