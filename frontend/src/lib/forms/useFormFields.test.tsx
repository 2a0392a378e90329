import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http';
import { AuthFlowError } from '../session/store';
import { bindField, serverFieldErrors, useFormFields, type ServerFieldOptions } from './useFormFields';

function apiError(code: string, message: string, details?: unknown, status = 400): ApiError {
  return new ApiError(
    status,
    'Bad Request',
    JSON.stringify({ statusCode: status, code, message, ...(details ? { details } : {}) }),
  );
}

const typed = (value: string) => ({ currentTarget: { value } });

type PasswordField = 'currentPassword' | 'newPassword' | 'confirm';
const PASSWORD_FIELDS: ServerFieldOptions<PasswordField> = {
  from: { newPassword: ['password', 'newPassword'] },
  codes: { CURRENT_PASSWORD_WRONG: 'currentPassword' },
};

describe('serverFieldErrors', () => {
  it('puts the problems of each detail at its field, joined, and keeps only the form fields', () => {
    const error = apiError('VALIDATION_FAILED', 'The request is invalid.', [
      { field: 'email', problems: ['email must be an email', 'email is too long'] },
      { field: 'username', problems: ['username is taken'] },
      { field: 'role', problems: ['role is not allowed'] },
    ]);
    expect(serverFieldErrors(error, ['username', 'email', 'password'])).toEqual({
      email: 'email must be an email email is too long',
      username: 'username is taken',
    });
  });

  it('uses the error message for a detail without problems and for a { field } detail', () => {
    expect(
      serverFieldErrors(apiError('VALIDATION_FAILED', 'Bad bio.', [{ field: 'bio', problems: [] }]), ['bio']),
    ).toEqual({ bio: 'Bad bio.' });
    expect(serverFieldErrors(apiError('HANDLE_TAKEN', 'Taken.', { field: 'fullName' }), ['fullName', 'bio'])).toEqual({
      fullName: 'Taken.',
    });
  });

  it('takes the field messages of a failed sign-in or registration flow', () => {
    const error = new AuthFlowError('Registration failed.', 'failed', {
      fieldErrors: { email: 'email must be an email', other: 'x' },
    });
    expect(serverFieldErrors(error, ['email', 'password'])).toEqual({ email: 'email must be an email' });
    expect(serverFieldErrors(new AuthFlowError('Too many attempts.', 'rate-limited'), ['email', 'password'])).toEqual(
      {},
    );
  });

  it('has no field messages for errors without a server body', () => {
    expect(serverFieldErrors(new Error('offline'), ['email'])).toEqual({});
    expect(serverFieldErrors(new ApiError(500, 'Internal Server Error', 'oops'), ['email'])).toEqual({});
    expect(serverFieldErrors(null, ['email'])).toEqual({});
  });

  it('reads a field under the server names given, the first present winning', () => {
    const fields: PasswordField[] = ['currentPassword', 'newPassword'];
    const both = apiError('VALIDATION_FAILED', 'Invalid.', [
      { field: 'newPassword', problems: ['newPassword is too short'] },
      { field: 'password', problems: ['password is too common'] },
    ]);
    expect(serverFieldErrors(both, fields, PASSWORD_FIELDS)).toEqual({ newPassword: 'password is too common' });
    const only = apiError('VALIDATION_FAILED', 'Invalid.', [
      { field: 'newPassword', problems: ['newPassword is too short'] },
    ]);
    expect(serverFieldErrors(only, fields, PASSWORD_FIELDS)).toEqual({ newPassword: 'newPassword is too short' });
    // fieldErrorsOf files the PASSWORD_* codes under `password`.
    expect(
      serverFieldErrors(apiError('PASSWORD_TOO_COMMON', 'Choose a less common password.'), fields, PASSWORD_FIELDS),
    ).toEqual({
      newPassword: 'Choose a less common password.',
    });
  });

  it('puts the message of a listed code at its field, over any detail', () => {
    const fields: PasswordField[] = ['currentPassword', 'newPassword'];
    const wrong = apiError(
      'CURRENT_PASSWORD_WRONG',
      'The current password is wrong.',
      [{ field: 'currentPassword', problems: ['other'] }],
      403,
    );
    expect(serverFieldErrors(wrong, fields, PASSWORD_FIELDS)).toEqual({
      currentPassword: 'The current password is wrong.',
    });
    const detail = apiError('VALIDATION_FAILED', 'Invalid.', [
      { field: 'currentPassword', problems: ['currentPassword should not be empty'] },
    ]);
    expect(serverFieldErrors(detail, fields, PASSWORD_FIELDS)).toEqual({
      currentPassword: 'currentPassword should not be empty',
    });
    // A code's field outside `fields`, or a code that is an Object.prototype name, changes nothing.
    expect(serverFieldErrors(wrong, ['newPassword'], PASSWORD_FIELDS)).toEqual({});
    expect(serverFieldErrors(apiError('constructor', 'x'), fields, PASSWORD_FIELDS)).toEqual({});
  });
});

describe('bindField', () => {
  it('gives the value, the change handler and the error of a field', () => {
    const changed: string[] = [];
    const field = bindField(
      { bio: 'Hello', fullName: '' },
      { fullName: 'Too long.' },
      (name) => (event) => changed.push(`${name}=${event.currentTarget.value}`),
    );
    expect(field('bio')).toMatchObject({ value: 'Hello', error: undefined });
    expect(field('fullName')).toMatchObject({ value: '', error: 'Too long.' });
    field('bio').onChange(typed('Hi'));
    expect(changed).toEqual(['bio=Hi']);
  });
});

describe('useFormFields', () => {
  it('changes one value at a time', () => {
    const { result } = renderHook(() => useFormFields({ email: 'a@example.com', password: '' }));
    act(() => result.current.field('password').onChange(typed('secret')));
    expect(result.current.values).toEqual({ email: 'a@example.com', password: 'secret' });
    expect(result.current.field('password')).toMatchObject({ value: 'secret', error: undefined });
  });

  it('check shows the client problems, clears the last failure and says whether to send', () => {
    const { result } = renderHook(() => useFormFields({ email: '', password: '' }));
    act(() => result.current.fail('Invalid credentials'));
    let valid = true;
    act(() => {
      valid = result.current.check({ email: 'Enter your email address.' });
    });
    expect(valid).toBe(false);
    expect(result.current.formError).toBeNull();
    expect(result.current.errors).toEqual({ email: 'Enter your email address.' });
    expect(result.current.field('email').error).toBe('Enter your email address.');
    act(() => {
      valid = result.current.check({});
    });
    expect(valid).toBe(true);
    expect(result.current.errors).toEqual({});
  });

  it("fail shows the message and replaces the fields' messages with the server's", () => {
    const { result } = renderHook(() => useFormFields({ username: '', email: '', password: '' }));
    act(() => void result.current.check({ username: 'Choose a username.', password: 'Choose a password.' }));
    const error = apiError('VALIDATION_FAILED', 'The request is invalid.', [
      { field: 'email', problems: ['email must be an email'] },
    ]);
    act(() => result.current.fail('Registration failed.', error));
    expect(result.current.formError).toBe('Registration failed.');
    expect(result.current.errors).toEqual({ email: 'email must be an email' });
    // An error without field messages clears them all.
    act(() => result.current.fail('Something went wrong.', new Error('offline')));
    expect(result.current.errors).toEqual({});
    // The next check replaces the server's messages with the client's.
    act(() => result.current.fail('Registration failed.', error));
    act(() => void result.current.check({ username: 'Choose a username.' }));
    expect(result.current.errors).toEqual({ username: 'Choose a username.' });
  });

  it('fail without an error leaves the field messages as they are', () => {
    const { result } = renderHook(() => useFormFields({ email: '' }));
    act(() => void result.current.check({ email: 'Enter a valid email address.' }));
    act(() => result.current.fail('The password reset email could not be sent.'));
    expect(result.current.formError).toBe('The password reset email could not be sent.');
    expect(result.current.errors).toEqual({ email: 'Enter a valid email address.' });
  });

  it('fail maps the server names given, for the fields given', () => {
    const { result } = renderHook(() =>
      useFormFields<PasswordField>({ currentPassword: 'a', newPassword: 'b', confirm: 'b' }),
    );
    act(() => void result.current.check({ confirm: 'The passwords do not match.' }));
    act(() =>
      result.current.fail(
        'The current password is wrong.',
        apiError('CURRENT_PASSWORD_WRONG', 'The current password is wrong.', undefined, 403),
        { ...PASSWORD_FIELDS, fields: ['currentPassword', 'newPassword'] },
      ),
    );
    expect(result.current.errors).toEqual({ currentPassword: 'The current password is wrong.' });
  });

  it('clear removes every message', () => {
    const { result } = renderHook(() => useFormFields({ email: '' }));
    act(() =>
      result.current.fail(
        'Something went wrong.',
        new AuthFlowError('x', 'failed', { fieldErrors: { email: 'Taken.' } }),
      ),
    );
    expect(result.current.errors).toEqual({ email: 'Taken.' });
    act(() => result.current.clear());
    expect(result.current.errors).toEqual({});
    expect(result.current.formError).toBeNull();
  });
});
