import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { ComboBox } from '../ComboBox';
import { DatePicker } from '../DatePicker';
import { Fieldset } from '../Fieldset';
import { ImageUploadButton } from '../ImageUploadButton';
import { Link } from '../Link';
import { MoneyField } from '../MoneyField';
import { NumberField } from '../NumberField';
import { Radio, RadioGroup } from '../RadioGroup';
import { SearchField } from '../SearchField';
import { Select } from '../Select';
import { Switch } from '../Switch';
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

const stores = [
  { id: 's1', label: 'Main Street' },
  { id: 's2', label: 'Harbour Plaza' },
];

/** One of each form control, all enabled or all disabled. */
function Controls({ isDisabled }: { isDisabled: boolean }) {
  return (
    <>
      <TextField label="Business name" defaultValue="Corner Cafe" isDisabled={isDisabled} />
      <TextField label="Notes" placeholder="Anything the cashier should know" isDisabled={isDisabled} />
      <MoneyField label="Price" defaultValue="45.00" isDisabled={isDisabled} />
      <NumberField label="Number of counters" defaultValue={2} minValue={1} isDisabled={isDisabled} />
      <Select label="Store" items={stores} defaultSelectedKey="s1" isDisabled={isDisabled} />
      <ComboBox label="Suburb" defaultItems={stores} defaultSelectedKey="s2" isDisabled={isDisabled} />
      <DatePicker label="Expires On" defaultValue="2030-01-31" isDisabled={isDisabled} />
      <SearchField label="Search contacts" placeholder="Enter a name or number" isDisabled={isDisabled} />
      <RadioGroup label="User type" orientation="horizontal" defaultValue="B" isDisabled={isDisabled}>
        <Radio value="B">Owner</Radio>
        <Radio value="S">Staff</Radio>
      </RadioGroup>
      <Checkbox defaultSelected isDisabled={isDisabled}>
        Send receipts by e-mail
      </Checkbox>
      <Checkbox isDisabled={isDisabled}>Print receipts</Checkbox>
      <Switch defaultSelected isDisabled={isDisabled}>
        Chat Access
      </Switch>
      <Switch isDisabled={isDisabled}>Points expire</Switch>
      <ImageUploadButton label="Upload logo" size="md" onSelect={() => {}} isDisabled={isDisabled} />
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Button variant="primary" isDisabled={isDisabled}>
          Save
        </Button>
        <Button isDisabled={isDisabled}>Cancel</Button>
        <Link href="#terms" isDisabled={isDisabled}>
          Terms
        </Link>
      </div>
    </>
  );
}

/**
 * Every form control enabled beside the same control disabled (issue 23): a disabled control is grey
 * but its text stays legible (muted text, at least 4.5:1), in both themes.
 */
export const DisabledControls: Story = {
  args: { 'aria-label': 'Store settings' },
  render: (args) => (
    <Form {...args}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 560px))', gap: 32 }}>
        <Fieldset legend="Enabled" columns={2}>
          <Controls isDisabled={false} />
        </Fieldset>
        <Fieldset legend="Disabled" columns={2}>
          <Controls isDisabled />
        </Fieldset>
      </div>
    </Form>
  ),
};
