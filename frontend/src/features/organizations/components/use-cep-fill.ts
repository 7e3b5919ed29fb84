import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ApiClientError } from '@/lib/api-client';
import type { CepAnswer } from '../api/cep';

/** The address fields a CEP fills. */
type CepFields = { cep: string; street: string; district: string; cityId: string };
type Filled = 'street' | 'district';

/** What the CEP did, said under it (and read out by screen readers). */
export type CepNote = 'looking' | 'filled' | 'cityOnly' | 'failed' | null;
export const CEP_NOTES: Record<Exclude<CepNote, null>, string> = {
  looking: 'Buscando o CEP…',
  filled: 'Cidade, logradouro e bairro preenchidos pelo CEP',
  cityOnly: 'Cidade preenchida pelo CEP; digite o logradouro e o bairro',
  failed: 'Não foi possível consultar o CEP agora; preencha o endereço',
};

const digitsOf = (cep: string) => cep.replace(/\D/g, '');

/**
 * Fills city, street and district from the CEP as its eighth digit is typed. The city is always the
 * CEP's; street and district are replaced when the lookup knows them, and what an earlier CEP filled is
 * emptied when it does not, while what the person typed stays. A CEP outside the cities served is an
 * error on the field, with the API's words; any other failure leaves the address for the person to type.
 */
export function useCepFill<T extends CepFields>(
  form: UseFormReturn<T>,
  lookupCep: (cep: string) => Promise<CepAnswer>,
) {
  // Typed to the four fields this hook fills: T has them all, whatever else it holds.
  const fields = form as unknown as UseFormReturn<CepFields>;
  const [note, setNote] = useState<CepNote>(null);
  const looked = useRef('');
  const filled = useRef<Record<Filled, string>>({ street: '', district: '' });

  const fill = (name: Filled, next: string | null) => {
    const current = fields.getValues(name);
    const validate = { shouldValidate: fields.formState.isSubmitted };
    if (next) fields.setValue(name, next, validate);
    else if (current && current === filled.current[name]) fields.setValue(name, '', validate);
    filled.current[name] = next ?? '';
  };

  const lookUp = async (digits: string) => {
    setNote('looking');
    try {
      const answer = await lookupCep(digits);
      if (digitsOf(fields.getValues('cep')) !== digits) return;
      if (answer.city) fields.setValue('cityId', answer.city.id, { shouldValidate: fields.formState.isSubmitted });
      fill('street', answer.street);
      fill('district', answer.district);
      setNote(answer.street ? 'filled' : 'cityOnly');
    } catch (error) {
      if (digitsOf(fields.getValues('cep')) !== digits) return;
      const notServed = error instanceof ApiClientError && error.status === 404;
      setNote(notServed ? null : 'failed');
      if (notServed) fields.setError('cep', { type: 'notServed', message: error.message });
    }
  };

  /** For the CEP field's onChange: a new eighth digit looks the CEP up. */
  const onCepChange = (value: string) => {
    const digits = digitsOf(value);
    if (fields.formState.errors.cep?.type === 'notServed') fields.clearErrors('cep');
    if (digits.length !== 8) {
      looked.current = '';
      setNote(null);
      return;
    }
    if (digits === looked.current) return;
    looked.current = digits;
    void lookUp(digits);
  };

  return { note: note ? CEP_NOTES[note] : undefined, onCepChange };
}
