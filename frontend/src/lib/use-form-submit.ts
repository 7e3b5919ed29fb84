import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from './form-errors';

/**
 * handleSubmit that runs `action`, puts the API's validation details on their
 * fields and exposes any other failure as `serverError` for the form's alert.
 */
export function useFormSubmit<TInput extends FieldValues, TOutput>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  fields: readonly Path<TInput>[],
  action: (values: TOutput) => Promise<unknown>,
) {
  const [serverError, setServerError] = useState('');
  const onSubmit = form.handleSubmit(async (values) => {
    setServerError('');
    try {
      await action(values);
    } catch (error) {
      setServerError(applyServerErrors(error, form.setError, fields));
    }
  });
  return { onSubmit, serverError };
}
