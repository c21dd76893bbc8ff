import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DatePicker } from './DatePicker';

const meta = {
  title: 'Components/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  args: { label: 'Expires On', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 420 }}>{Story()}</div>],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NotBeforeToday: Story = {
  args: { minValue: 'today', description: 'The sale ends at the end of this day.' },
};

export const WithValue: Story = { args: { defaultValue: '2030-01-31' } };

export const CalendarByKeyboard: Story = {
  args: { defaultValue: '2030-01-15' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('grid')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('2030-01-16');
  },
};

export const Open: Story = {
  args: { defaultValue: '2030-01-15', minValue: '2030-01-10' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    await expect(await screen.findByRole('dialog')).toBeVisible();
  },
};

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: { defaultValue: '2020-01-01', isInvalid: true, errorMessage: 'Expiry date must be in the future' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '2030-01-31' } };
