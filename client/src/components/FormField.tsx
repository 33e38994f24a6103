import { Field, Input, type InputProps } from '@chakra-ui/react';
import { useId } from 'react';

export interface FormFieldProps extends Omit<InputProps, 'name'> {
  name: string;
  label: string;
  /** The message under the field; also marks the field invalid for assistive technology. */
  error?: string | undefined;
  helperText?: string;
}

/** A labelled text input with its error message, the way every form here shows one. */
export function FormField({ name, label, error, helperText, required, ...input }: FormFieldProps) {
  const errorId = `${useId()}-error`;
  // Chakra links the message with aria-errormessage only; aria-describedby is what screen readers announce.
  const describedBy = error ? { 'aria-describedby': errorId } : {};
  return (
    <Field.Root invalid={Boolean(error)} required={required} ids={{ errorText: errorId }}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input name={name} {...describedBy} {...input} />
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
