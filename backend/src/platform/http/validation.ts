import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { ApiError } from './api-error.js';

export interface FieldProblem {
  field: string;
  problems: string[];
}

/** Flattens class-validator's tree into `[{ field: 'a.b', problems: [...] }]`. */
export function flattenValidationErrors(errors: ValidationError[], prefix = ''): FieldProblem[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = error.constraints ? [{ field, problems: Object.values(error.constraints) }] : [];
    return [...own, ...flattenValidationErrors(error.children ?? [], field)];
  });
}

/** The global pipe: strips nothing silently — unknown fields are an error — and converts types. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const details = flattenValidationErrors(errors);
      const first = details[0]?.problems[0] ?? 'The request is invalid.';
      return new ApiError(400, 'VALIDATION_FAILED', first, details);
    },
  });
}
