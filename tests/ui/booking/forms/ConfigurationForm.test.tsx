import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BookingQuestion } from '../../../../api/contract/booking';
import { initialValues, judgeConfiguration } from '../../../../machines/booking/wizard/wizard.forms';
import { ConfigurationForm, type ConfigurationFormProps } from '../../../../ui/booking/forms/ConfigurationForm';
import { renderWithProviders } from '../../../support/providers';

const step = 'configuration' as const;
const questions: BookingQuestion[] = [
  { id: 'livingArea', kind: 'number', step, label: 'Living area', description: 'Measured indoors', unit: 'm²', required: true, min: 10, max: 500 },
  { id: 'rooms', kind: 'counter', step, label: 'Rooms', required: true, min: 1, max: 5, defaultValue: 2 },
  {
    id: 'frequency',
    kind: 'singleChoice',
    step,
    label: 'How often',
    required: true,
    options: [
      { value: 'weekly', label: 'Weekly' },
      { value: 'everyOtherWeek', label: 'Every other week' },
    ],
  },
  {
    id: 'extras',
    kind: 'multiChoice',
    step,
    label: 'Extras',
    required: true,
    options: [
      { value: 'oven', label: 'Oven' },
      { value: 'fridge', label: 'Fridge' },
    ],
  },
  { id: 'pets', kind: 'boolean', step, label: 'Pets at home', required: false },
  { id: 'petKind', kind: 'text', step, label: 'Which pets', required: true, max: 20, showWhen: { questionId: 'pets', equals: true } },
  { id: 'startDate', kind: 'date', step, label: 'Start date', required: false },
  { id: 'notes', kind: 'text', step: 'optional-configuration', label: 'Notes', required: false },
];

const valid = { livingArea: '85', frequency: 'weekly', extras: ['oven'] };

function setup(props: Partial<ConfigurationFormProps> = {}) {
  const onChange = vi.fn<ConfigurationFormProps['onChange']>();
  const user = userEvent.setup();
  const view = renderWithProviders(<ConfigurationForm questions={questions} step={step} onChange={onChange} {...props} />);
  const last = () => onChange.mock.calls.at(-1)!;
  return { ...view, user, onChange, last };
}

describe('ConfigurationForm', () => {
  it('renders every kind of its step with labels, descriptions and units, and no other step', () => {
    setup();
    const area = screen.getByRole('textbox', { name: 'Living area' });
    expect(area).toHaveAttribute('inputmode', 'numeric');
    expect(area).toHaveAttribute('maxlength', '10');
    expect(area).toHaveAccessibleDescription('Measured indoors From 10 to 500');
    expect(screen.getByText('m²')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Rooms/ })).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: /^Rooms/ })).toHaveAttribute('maxlength', '2');
    expect(screen.getByRole('button', { name: 'Decrease Rooms' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Increase Rooms' })).toBeInTheDocument();
    const frequency = screen.getByRole('group', { name: 'How often' });
    expect(within(frequency).getAllByRole('radio')).toHaveLength(2);
    const extras = screen.getByRole('group', { name: 'Extras' });
    expect(within(extras).getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'Pets at home (optional)' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Start date (optional)' })).toHaveAccessibleDescription('Format: YYYY-MM-DD');
    expect(screen.queryByRole('textbox', { name: /Which pets/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Notes/ })).not.toBeInTheDocument();
  });

  it('reports nothing on mount: the wizard judges the starting values (the defaults) as the form reads them', () => {
    const { onChange } = setup();
    expect(onChange).not.toHaveBeenCalled();
    expect(judgeConfiguration(questions, step, initialValues(questions, step))).toEqual({ values: { rooms: 2, pets: false }, valid: false });
  });

  it('reports the cleaned answers as valid once every required question is answered', async () => {
    const { user, last } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Living area' }), '85');
    expect(last()).toEqual([{ livingArea: 85, rooms: 2, pets: false }, false]);
    await user.click(screen.getByRole('radio', { name: 'Every other week' }));
    await user.click(screen.getByRole('checkbox', { name: 'Oven' }));
    await user.click(screen.getByRole('checkbox', { name: 'Fridge' }));
    expect(last()).toEqual([{ livingArea: 85, rooms: 2, frequency: 'everyOtherWeek', extras: ['oven', 'fridge'], pets: false }, true]);
    await user.click(screen.getByRole('checkbox', { name: 'Oven' }));
    expect(last()).toEqual([{ livingArea: 85, rooms: 2, frequency: 'everyOtherWeek', extras: ['fridge'], pets: false }, true]);
  });

  it('keeps digits only, at most ten, in an integer input', async () => {
    const { user } = setup();
    const area = screen.getByRole('textbox', { name: 'Living area' });
    await user.type(area, '8a5,-5');
    expect(area).toHaveValue('855');
    await user.clear(area);
    await user.type(area, '123456789012');
    expect(area).toHaveValue('1234567890');
  });

  it('shows the spec messages of the shared schema, linked to the field', async () => {
    const { user } = setup();
    const area = screen.getByRole('textbox', { name: 'Living area' });
    await user.type(area, '5');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Measured indoors From 10 to 500 Enter a value from 10 to 500.');
    await user.clear(area);
    expect(area).toHaveAccessibleDescription('Measured indoors From 10 to 500 This field is required.');
    await user.type(area, '85');
    expect(area).not.toHaveAttribute('aria-invalid');
    expect(area).toHaveAccessibleDescription('Measured indoors From 10 to 500');

    const date = screen.getByRole('textbox', { name: 'Start date (optional)' });
    await user.type(date, '2027-02-30');
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a date as YYYY-MM-DD.')).toBeInTheDocument();
    await user.clear(date);
    await user.type(date, '2027-03-01');
    expect(screen.queryByText('Enter a date as YYYY-MM-DD.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Oven' }));
    await user.click(screen.getByRole('checkbox', { name: 'Oven' }));
    expect(screen.getByText('Choose at least one.')).toBeInTheDocument();
  });

  it('steps a counter with its buttons and the arrow keys, clamped to min and max', async () => {
    const { user, last } = setup();
    const rooms = screen.getByRole('textbox', { name: /^Rooms/ });
    const decrease = screen.getByRole('button', { name: 'Decrease Rooms' });
    const increase = screen.getByRole('button', { name: 'Increase Rooms' });
    await user.click(decrease);
    await user.click(decrease);
    expect(rooms).toHaveValue('1');
    // A press of a button is said aloud with the field's name (the focus stays on the button).
    const said = () => rooms.parentElement?.querySelector('[role="status"]')?.textContent;
    expect(said()).toBe('Rooms: 1');
    for (let i = 0; i < 6; i++) await user.click(increase);
    expect(rooms).toHaveValue('5');
    expect(said()).toBe('Rooms: 5');
    expect(last()[0]).toMatchObject({ rooms: 5 });
    rooms.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(rooms).toHaveValue('3');
    await user.clear(rooms);
    await user.type(rooms, '123');
    expect(rooms).toHaveValue('12');
    expect(rooms).toHaveAttribute('aria-invalid', 'true');
    expect(said(), 'typing is not said twice').toBe('');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a value from 1 to 5.');
    await user.click(increase);
    expect(rooms).toHaveValue('5');
  });

  it('asks a showWhen question only while its condition holds, and only then requires it', async () => {
    const { user, last } = setup({ defaultValues: valid });
    expect(judgeConfiguration(questions, step, initialValues(questions, step, valid))).toEqual({
      values: { livingArea: 85, rooms: 2, frequency: 'weekly', extras: ['oven'], pets: false },
      valid: true,
    });
    await user.click(screen.getByRole('checkbox', { name: 'Pets at home (optional)' }));
    const petKind = screen.getByRole('textbox', { name: 'Which pets' });
    expect(petKind).toHaveAttribute('maxlength', '20');
    expect(last()[1]).toBe(false);
    await user.type(petKind, 'Cat');
    expect(last()).toEqual([{ livingArea: 85, rooms: 2, frequency: 'weekly', extras: ['oven'], pets: true, petKind: 'Cat' }, true]);
    await user.click(screen.getByRole('checkbox', { name: 'Pets at home (optional)' }));
    expect(screen.queryByRole('textbox', { name: 'Which pets' })).not.toBeInTheDocument();
    expect(last()).toEqual([{ livingArea: 85, rooms: 2, frequency: 'weekly', extras: ['oven'], pets: false }, true]);
  });

  it('uses choiceRequired for a single choice and maxLength for a long text', async () => {
    const { user } = setup({
      questions: [
        { id: 'size', kind: 'singleChoice', step, label: 'Size', required: true, options: [{ value: 's', label: 'Small', description: 'Up to 50 m²' }] },
        { id: 'note', kind: 'text', step, label: 'Note', required: false, max: 5 },
      ],
      defaultValues: { size: 'gone', note: 'too long' },
    });
    // Restored answers that no longer hold show their error at once; empty or untouched ones do not.
    const note = screen.getByRole('textbox', { name: 'Note (optional)' });
    expect(await screen.findByText('Choose an option.')).toBeInTheDocument();
    expect(note).toHaveAccessibleDescription('This is too long.');
    expect(screen.getByRole('radio', { name: /Small/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Small/ })).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('radio', { name: /Small/ }));
    expect(screen.getByRole('radio', { name: /Small/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Small/ })).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Choose an option.')).not.toBeInTheDocument();
    await user.type(note, '{Backspace}{Backspace}{Backspace}');
    expect(note).toHaveValue('too l');
    expect(note).not.toHaveAttribute('aria-invalid');
  });

  it('opens a fresh step without errors', () => {
    setup();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Living area' })).not.toHaveAttribute('aria-invalid');
  });

  it('renders spec messages in Swedish too', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ConfigurationForm questions={questions} step={step} onChange={vi.fn()} />, { site: { locale: 'sv' } });
    const area = screen.getByRole('textbox', { name: 'Living area' });
    await user.type(area, '1');
    await user.clear(area);
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Fältet är obligatoriskt.');
  });

  it('holds a form of counts whose total is short: says why, and is valid once one is counted', async () => {
    const counts: BookingQuestion[] = [
      { id: 'windows', kind: 'counter', step, label: 'Windows', required: false, min: 0, max: 60, defaultValue: 0 },
      { id: 'skylights', kind: 'counter', step, label: 'Skylights', required: false, min: 0, max: 20, defaultValue: 0 },
    ];
    const minimumTotal = { questionIds: ['windows', 'skylights'], min: 1, message: 'Count at least one window or skylight.' };
    const { user, last } = setup({ questions: counts, minimumTotal });
    expect(judgeConfiguration(counts, step, initialValues(counts, step), minimumTotal)).toEqual({ values: { windows: 0, skylights: 0 }, valid: false });
    expect(screen.getByTestId('configuration-rule')).toHaveTextContent('Count at least one window or skylight.');
    await user.click(screen.getByRole('button', { name: 'Increase Skylights' }));
    expect(last()).toEqual([{ windows: 0, skylights: 1 }, true]);
    expect(screen.getByTestId('configuration-rule')).toBeEmptyDOMElement();
    // The shortfall is said once, under the group, never as the first field's error.
    await user.click(screen.getByRole('button', { name: 'Decrease Skylights' }));
    expect(last()[1]).toBe(false);
    expect(screen.getByRole('textbox', { name: /^Windows/ })).not.toHaveAttribute('aria-invalid');
  });
});
