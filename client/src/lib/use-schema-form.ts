import { type FormEvent, useCallback, useState } from 'react';
import { type FormErrors, type FormSchema, serverFormErrors, validateForm } from './form-errors.ts';

export interface SchemaFormOptions<Field extends string, T> {
  /** The shared zod schema of the request body. */
  schema: FormSchema<T>;
  /** The form's inputs, by `name`, in the order they appear. */
  fields: readonly Field[];
  /** Turns the typed values into the body to check (e.g. drop an empty optional field). */
  toBody?: (values: Record<Field, string>) => unknown;
  /** Sends the checked body; a rejection's message lands next to its field or above the form. */
  submit: (body: T) => Promise<unknown>;
}

/**
 * Submit handling for the account forms: check with the shared schema first, then send, and show
 * either side's messages next to the fields, focusing the first field in error.
 */
export function useSchemaForm<Field extends string, T>(options: SchemaFormOptions<Field, T>) {
  const { schema, fields, toBody, submit } = options;
  const [errors, setErrors] = useState<FormErrors<Field>>({});

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const data = new FormData(form);
      const values = Object.fromEntries(
        fields.map((field) => [field, String(data.get(field) ?? '')]),
      ) as Record<Field, string>;
      const checked = validateForm<Field, T>(schema, toBody ? toBody(values) : values);
      if (!checked.ok) {
        setErrors(checked.errors);
        focusFirstError(form, fields, checked.errors);
        return;
      }
      setErrors({});
      try {
        await submit(checked.data);
      } catch (error) {
        const found = serverFormErrors(error, fields);
        setErrors(found);
        focusFirstError(form, fields, found);
      }
    },
    [schema, fields, toBody, submit],
  );

  /** Typing in a field takes its message away: it spoke of the value that was there before. */
  const onChange = useCallback((event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: unknown }).name;
    if (typeof name !== 'string') return;
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name as Field]: _cleared, ...rest } = current;
      return rest as FormErrors<Field>;
    });
  }, []);

  return { errors, onSubmit, onChange };
}

function focusFirstError<Field extends string>(
  form: HTMLFormElement,
  fields: readonly Field[],
  errors: FormErrors<Field>,
) {
  const first = fields.find((field) => errors[field]);
  const input = first ? form.elements.namedItem(first) : null;
  if (input instanceof HTMLElement) input.focus();
}
