// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { createTestStore } from '../../tests/createTestStore.js';
import type { WidgetKind, WidgetSetting } from '../api/contracts/widgetSettingsContract.js';
import { createWidget } from './widgetCatalog.js';
import { WidgetSettingsForm } from './WidgetSettingsForm.js';

// Nothing here reaches the network: the store's API client points at a closed port.
function renderForm(widget: WidgetSetting, onSave = vi.fn()) {
  const { store } = createTestStore('http://127.0.0.1:9/api');
  render(
    <Provider store={store}>
      <WidgetSettingsForm
        widget={widget}
        pinnedNames={{ location: null, biller: null }}
        onSave={onSave}
        onCancel={() => undefined}
      />
    </Provider>,
  );
  return onSave;
}

function fieldLabels(kind: WidgetKind): string[] {
  renderForm(createWidget(kind, 'w'));
  const form = screen.getByRole('form');
  const labels = ['Chart type', 'Max results', 'Service type', 'Place', 'Date range', 'Column width', 'Biller'];
  // A combobox's listbox shares its label, hence "all".
  return labels.filter((label) => within(form).queryAllByLabelText(label, { exact: true }).length > 0);
}

describe('WidgetSettingsForm shows the settings of its kind only', () => {
  it.each([
    ['most_common_billers_table', ['Chart type', 'Max results', 'Service type', 'Place', 'Date range', 'Column width']],
    ['median_pay_amount', ['Service type', 'Place', 'Date range', 'Column width']],
    ['pay_methods_pie_chart', ['Chart type', 'Service type', 'Place', 'Date range', 'Column width']],
    ['biller_listing', ['Place', 'Date range', 'Column width', 'Biller']],
  ] as const)('%s', (kind, expected) => {
    expect(fieldLabels(kind)).toEqual(expected);
  });

  it('saves the chosen values, normalized for the kind', async () => {
    const user = userEvent.setup();
    const onSave = renderForm(createWidget('most_common_billers_table', 'w'));
    await user.selectOptions(screen.getByLabelText('Chart type'), 'Bar chart');
    await user.selectOptions(screen.getByLabelText('Max results'), '20');
    await user.selectOptions(screen.getByLabelText('Place', { exact: true }), 'All states (USA)');
    await user.selectOptions(screen.getByLabelText('Date range'), 'Last 3 months');
    await user.selectOptions(screen.getByLabelText('Column width'), 'One Column');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(onSave).toHaveBeenCalledWith({
      id: 'w',
      kind: 'most_common_billers_table',
      chart_type: 'bar',
      max_results: 20,
      service_type_group: null,
      service_type: null,
      location: '/usa',
      date_range: 91,
      column_width: 'one_column',
    });
  });

  it('will not save a biller listing without a biller', async () => {
    const user = userEvent.setup();
    const onSave = renderForm(createWidget('biller_listing', 'w'));
    const save = screen.getByRole('button', { name: 'Save settings' });
    expect(save.getAttribute('aria-disabled')).toBe('true');
    const hint = document.getElementById(save.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Choose a biller to save this widget.');
    await user.click(save);
    expect(onSave).not.toHaveBeenCalled();
  });
});
