// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormSubmit } from './FormSubmit.js';

describe('FormSubmit', () => {
  it('submits its form from the action row', () => {
    render(
      <form>
        <FormSubmit variant="primary">Continue</FormSubmit>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.parentElement?.className).toBe('form-actions');
  });
});
