// Environment: server GET/PUT /users/me/widget_settings: the dashboard widgets
// (docs/product.md#where-widgets-are-kept), one JSON document per user, kept in the database so
// every server process sees the same settings. The constants and the answer's type are shared with
// the micro-app (src/api/contracts).
import { z } from 'zod';
import * as widgetContract from '../../../src/api/contracts/widgetSettingsContract.js';
import { locationHierarchySchema } from '../locationHierarchy.js';

export type { WidgetSettings, WidgetSettingsResponse } from '../../../src/api/contracts/widgetSettingsContract.js';

const oneOf = <const Values extends readonly number[]>(values: Values, what: string) =>
  z
    .number()
    .refine((value): value is Values[number] => values.includes(value), `${what} must be one of ${values.join(', ')}`);

export const widgetSchema = z.strictObject({
  id: z.string().regex(widgetContract.WIDGET_ID_PATTERN, 'must be 1–40 lowercase letters, digits or dashes'),
  kind: z.enum(widgetContract.widgetKinds),
  chart_type: z.enum(widgetContract.widgetChartTypes).optional(),
  /** docs/product.md#widget-options. */
  max_results: oneOf(widgetContract.widgetMaxResults, 'max_results').optional(),
  biller: z.string().regex(widgetContract.BILLER_SLUG_PATTERN).nullable().optional(),
  service_type_group: z.string().min(1).max(100).nullable().optional(),
  service_type: z.string().min(1).max(100).nullable().optional(),
  location: locationHierarchySchema.nullable().optional(),
  column_width: z.enum(widgetContract.widgetColumnWidths).optional(),
  /** docs/product.md#insight-windows, in days. */
  date_range: oneOf(widgetContract.widgetDateRanges, 'date_range').optional(),
});

export const widgetSettingsSchema = z.strictObject({
  widgets: z
    .array(widgetSchema)
    .max(widgetContract.MAX_WIDGETS)
    .refine(
      (widgets) => new Set(widgets.map((widget) => widget.id)).size === widgets.length,
      'widget ids must be unique',
    ),
}) satisfies z.ZodType<widgetContract.WidgetSettings>;
