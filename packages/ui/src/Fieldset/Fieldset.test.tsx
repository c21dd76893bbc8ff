import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from '../TextField';
import { axeViolations } from '../test/axe';
import { Fieldset, FieldGrid, FieldGridRow } from './Fieldset';

describe('Fieldset', () => {
  it('is a group named by its legend, holding its fields in source order', () => {
    render(
      <Fieldset legend="Owner Details" description="Who runs the business." columns={2}>
        <TextField label="Owner Name" />
        <TextField label="Email" />
        <FieldGridRow>
          <TextField label="Contact Number" />
        </FieldGridRow>
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'Owner Details' });
    expect(
      within(group)
        .getAllByRole('textbox')
        .map((input) => input.getAttribute('id')),
    ).toHaveLength(3);
    expect(within(group).getAllByRole('textbox')[0]).toHaveAccessibleName('Owner Name');
    expect(within(group).getByText('Who runs the business.')).toBeInTheDocument();
  });

  it('a FieldGrid is a plain box: no group of its own', () => {
    render(
      <FieldGrid columns={3}>
        <TextField label="BSB Number" />
      </FieldGrid>,
    );
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'BSB Number' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    render(
      <Fieldset legend="Business Details" columns={2}>
        <TextField label="Business Name" isRequired />
        <TextField label="Website" />
      </Fieldset>,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
