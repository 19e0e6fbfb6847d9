// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldText } from './FieldText.js';

describe('FieldText', () => {
  it('renders the hint and the error under the ids the control points at', () => {
    render(
      <>
        <input aria-label="Amount" aria-describedby="amount-error amount-hint" />
        <FieldText hint="In dollars and cents." hintId="amount-hint" error="Enter an amount." errorId="amount-error" />
      </>,
    );
    expect(
      screen.getByRole('textbox', {
        name: 'Amount',
        description: 'Enter an amount. In dollars and cents.',
      }),
    ).toBeTruthy();
    const error = document.getElementById('amount-error');
    expect(error?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('renders nothing without hint or error (no empty descriptions)', () => {
    const { container } = render(<FieldText hintId="h" errorId="e" error={null} />);
    expect(container.innerHTML).toBe('');
  });
});
