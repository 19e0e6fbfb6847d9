// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormAlert } from './FormAlert.js';

describe('FormAlert', () => {
  it('announces the refusal as an alert', () => {
    render(<FormAlert>We couldn’t add this bill. Try again.</FormAlert>);
    expect(screen.getByRole('alert').textContent).toBe('We couldn’t add this bill. Try again.');
  });

  it('draws nothing when there is no refusal', () => {
    const { container } = render(<FormAlert>{null}</FormAlert>);
    expect(container.innerHTML).toBe('');
  });
});
