import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './Alert.tsx';
import { CheckboxField, RadioGroup, SelectField } from './fields.tsx';
import { CodeField, TextField } from './TextField.tsx';

/*
 * A field's error reaches a screen reader two ways: it is an alert (announced when it appears)
 * and the invalid control's description (read when the control gets the focus).
 * Test-only text: the lint rule on JSX text applies to the app's components.
 */

const ERROR = 'Fill in this field';
const options = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
];

/** The control is invalid, described by the error, and the error is an alert. */
function expectAnnounced(control: HTMLElement): void {
  expect(control.getAttribute('aria-invalid')).toBe('true');
  const described = (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);
  expect(described).toContain(ERROR);
  expect(screen.getByRole('alert').textContent).toBe(ERROR);
}

describe('field errors are announced', () => {
  it('on a text field, after its hint', () => {
    render(<TextField label={'Name'} hint={'As in your passport'} error={ERROR} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expectAnnounced(input);
    expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
  });

  it('on the SMS code field', () => {
    render(<CodeField label={'Code'} error={ERROR} />);
    expectAnnounced(screen.getByRole('textbox', { name: 'Code' }));
  });

  it('on a select', () => {
    render(<SelectField label={'Choice'} options={options} error={ERROR} />);
    expectAnnounced(screen.getByRole('combobox', { name: 'Choice' }));
  });

  it('on a checkbox', () => {
    render(<CheckboxField error={ERROR}>{'I agree'}</CheckboxField>);
    expectAnnounced(screen.getByRole('checkbox', { name: 'I agree' }));
  });

  it('on a radio group, whose group is invalid', () => {
    render(
      <RadioGroup legend={'Pick'} options={options} inputProps={{ name: 'pick' }} error={ERROR} />,
    );
    const group = screen.getByRole('group', { name: 'Pick' });
    expectAnnounced(group);
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
  });

  it('not while the field is valid', () => {
    render(<TextField label={'Name'} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a form-level error is an alert; a success is a polite status', () => {
    render(
      <>
        <Alert>{ERROR}</Alert>
        <Alert tone="success">{'Saved'}</Alert>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe(ERROR);
    expect(screen.getByRole('status').textContent).toBe('Saved');
  });
});
