import { describe, expect, it } from 'vitest';
import { type FormSchema, validateForm } from '../src/lib/form-validation.ts';

type Issue = { path: string[]; message: string };
const schemaWith = (issues: Issue[]): FormSchema<{ naam: string }> => ({
  safeParse: (values) =>
    issues.length === 0
      ? { success: true, data: values as { naam: string } }
      : { success: false, error: { issues } },
});

describe('validateForm', () => {
  it('passes the parsed data on when the schema accepts the values', () => {
    expect(validateForm(schemaWith([]), { naam: 'Anna' })).toEqual({ ok: true, data: { naam: 'Anna' } });
  });

  it('keeps the first Dutch message per field and leaves out issues of fields the form does not have', () => {
    const result = validateForm(
      schemaWith([
        { path: ['naam'], message: 'Naam is verplicht' },
        { path: ['naam'], message: 'Naam is te kort' },
        { path: ['verborgen'], message: 'Niet in dit formulier' },
      ]),
      { naam: '' },
    );
    expect(result).toEqual({ ok: false, errors: { naam: 'Naam is verplicht' } });
  });

  it('checks the converted input when the form passes one', () => {
    const seen: unknown[] = [];
    const schema: FormSchema<unknown> = {
      safeParse: (values) => {
        seen.push(values);
        return { success: true, data: values };
      },
    };
    validateForm(schema, { aantal: '' }, {});
    expect(seen).toEqual([{}]);
  });
});
