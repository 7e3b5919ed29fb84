import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Select, type SelectOption } from '@/components/ui/select';

/** A form's select bound to its field: the label, the choice, and the hint or the error under it. */
export function SelectField<T extends FieldValues, O>({
  control,
  name,
  label,
  error,
  hint,
  options,
  placeholder,
}: {
  control: Control<T, unknown, O>;
  name: FieldPathByValue<T, string | undefined>;
  label: string;
  error?: string;
  hint?: string;
  options: SelectOption[];
  placeholder?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={label} error={error} hint={hint}>
          <Select
            value={(field.value as string | undefined) ?? ''}
            onValueChange={field.onChange}
            options={options}
            placeholder={placeholder}
          />
        </FormField>
      )}
    />
  );
}
