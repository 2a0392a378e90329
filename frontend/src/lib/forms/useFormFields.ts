import { useState } from 'react';
import { errorMessage, fieldErrorsOf } from '../api/errors';
import { AuthFlowError } from '../session/store';
import type { FieldErrors } from '../validation';

/** What a text input's change handler reads. */
export type FieldChangeEvent = { currentTarget: { value: string } };
export type FieldChange<F extends string> = (field: F) => (event: FieldChangeEvent) => void;

/** How a failed submit's server messages land on the form's fields. */
export interface ServerFieldOptions<F extends string> {
  /** The fields a server message may land on (default: every field of the form). */
  fields?: readonly F[];
  /** The server's names for a field, the first one present wins (default: the field's own name). */
  from?: Partial<Record<F, readonly string[]>>;
  /** Error codes whose message belongs to a field (e.g. CURRENT_PASSWORD_WRONG → currentPassword); wins over `from`. */
  codes?: Partial<Record<string, F>>;
}

/**
 * The per-field messages of a failed submit: an AuthFlowError's `fieldErrors`, or the
 * `details` [{ field, problems }] of an API error body (see fieldErrorsOf). Only `fields` are kept.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  options: Omit<ServerFieldOptions<F>, 'fields'> = {},
): FieldErrors<F> {
  const server = error instanceof AuthFlowError ? error.fieldErrors : fieldErrorsOf(error);
  const result: FieldErrors<F> = {};
  for (const field of fields) {
    const name = (options.from?.[field] ?? [field]).find((candidate) => server[candidate] !== undefined);
    if (name !== undefined) result[field] = server[name];
  }
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && options.codes && Object.hasOwn(options.codes, code)) {
    const field = options.codes[code];
    if (field && fields.includes(field)) result[field] = errorMessage(error, '');
  }
  return result;
}

/** The value, change handler and error of one field, as Mantine's inputs take them. */
export function bindField<F extends string>(
  values: Record<F, string>,
  errors: FieldErrors<F>,
  onChange: FieldChange<F>,
) {
  return (field: F) => ({ value: values[field], onChange: onChange(field), error: errors[field] });
}

/**
 * The state of a form of text fields: the values, the message at each field and the one above
 * the form (FormAlert). `check` shows the client-side problems before a submit, `fail` the
 * server's answer after one; neither merges: the new messages replace the last ones.
 */
export function useFormFields<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const change: FieldChange<F> = (field) => (event) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  return {
    values,
    setValues,
    errors,
    formError,
    change,
    /** Spread on an input: `<TextInput label="Email" {...form.field('email')} />`. */
    field: bindField(values, errors, change),
    /** Shows the client-side problems and clears the last failure; true when the form may be sent. */
    check(found: FieldErrors<F>): boolean {
      setErrors(found);
      setFormError(null);
      return Object.keys(found).length === 0;
    },
    /**
     * A failed submit: `message` above the form; given the `error`, its server messages replace
     * those at the fields (none where it has none), else the fields keep theirs.
     */
    fail(message: string, error?: unknown, options: ServerFieldOptions<F> = {}) {
      setFormError(message);
      if (error !== undefined)
        setErrors(serverFieldErrors(error, options.fields ?? (Object.keys(values) as F[]), options));
    },
    /** No messages at all (e.g. when the form changes mode). */
    clear() {
      setErrors({});
      setFormError(null);
    },
  };
}
