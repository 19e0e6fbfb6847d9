// Environment: server
// GET/PUT /users/me/widget_settings: the dashboard widgets of SPEC §3, §5, §9, one JSON document
// per user, kept in the database so every server process sees the same settings.
import { z } from 'zod';
import { locationHierarchySchema } from '../locationHierarchy.js';

export const widgetKinds = [
  'most_common_billers_table',
  'median_pay_amount',
  'pay_methods_pie_chart',
  'biller_listing',
] as const;

/** SPEC §5 column options. */
export const widgetColumnOptions = ['three_columns', 'two_columns', 'one_column'] as const;

const oneOf = <const Values extends readonly number[]>(values: Values, what: string) =>
  z
    .number()
    .refine(
      (value): value is Values[number] => values.includes(value),
      `${what} must be one of ${values.join(', ')}`,
    );

export const widgetSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be 1–40 lowercase letters, digits or dashes'),
  kind: z.enum(widgetKinds),
  chart_type: z.enum(['table', 'pie', 'bar', 'number']).optional(),
  /** SPEC §9 max-result options. */
  max_results: oneOf([5, 10, 20, 50], 'max_results').optional(),
  biller: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,150}$/)
    .nullable()
    .optional(),
  service_type_group: z.string().min(1).max(100).nullable().optional(),
  service_type: z.string().min(1).max(100).nullable().optional(),
  location: locationHierarchySchema.nullable().optional(),
  column_width: z.enum(widgetColumnOptions).optional(),
  /** SPEC §9 date ranges, in days. */
  date_range: oneOf([30, 91, 182, 365], 'date_range').optional(),
});

export const widgetSettingsSchema = z.strictObject({
  widgets: z.array(widgetSchema).max(24),
});

export type WidgetSettings = z.infer<typeof widgetSettingsSchema>;

export type WidgetSettingsResponse = {
  settings: WidgetSettings;
  /** null until the user first saves settings. */
  updated_at: string | null;
};
