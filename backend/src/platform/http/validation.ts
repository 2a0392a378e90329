import { LRUCache } from 'lru-cache';
import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { Transform } from 'class-transformer';
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

/**
 * ValidationPipe, except that a path or query value typed `number` or `boolean` reaches its
 * parameter pipe as the string it came as: the pipe's own conversion (`+value`) read `0x10` as
 * 16, `1e3` as 1000 and ` 1` as 1, before ParseIdPipe could refuse them.
 */
/** How many distinct query strings' outcomes the pipe remembers (per process, least recently used first out). */
const QUERY_MEMO_SIZE = 2_000;

class StrictValidationPipe extends ValidationPipe {
  /**
   * Query DTOs are validated once per distinct query: the outcome of the same query object for
   * the same DTO never changes, and a public list read thousands of times a second with the same
   * few queries spent a third of its time in class-transformer and class-validator. Each request
   * gets its own copy of the validated instance. Refused queries are not remembered (each gets
   * its own error, with its own request id).
   */
  private readonly queries = new LRUCache<string, object>({ max: QUERY_MEMO_SIZE });

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const metatype = metadata.metatype;
    if (metadata.type !== 'query' || !metatype || !value || typeof value !== 'object' || !this.toValidate(metadata)) {
      return super.transform(value, metadata);
    }
    const key = `${metatype.name}\u0000${JSON.stringify(value)}`;
    let instance = this.queries.get(key);
    if (!instance) {
      instance = (await super.transform(value, metadata)) as object;
      this.queries.set(key, instance);
    }
    return Object.assign(Object.create(Object.getPrototypeOf(instance) as object) as object, instance);
  }

  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.metatype === Number || metadata.metatype === Boolean
      ? value
      : super.transformPrimitive(value, metadata);
  }
}

/**
 * The global pipe, and the one validation of every body (guards that must read a body before the
 * pipes run call it too): strips nothing silently — unknown fields are an error — and converts
 * types. Numbers in the path: ParseIdPipe; in a query DTO: @IntegerFromString().
 */
export function createValidationPipe(): ValidationPipe {
  return new StrictValidationPipe({
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

/** A canonical decimal integer: no sign but `-`, no leading zero, no exponent, no spaces. */
const CANONICAL_INTEGER = /^(0|-?[1-9]\d{0,14})$/;

/**
 * For a number in a query DTO, in place of `@Type(() => Number)` (which reads `0x10` as 16 and
 * `1e1` as 10): a canonical decimal integer becomes its number; anything else stays as it came,
 * for `@IsInt()` to refuse.
 */
export const IntegerFromString = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && CANONICAL_INTEGER.test(value) ? Number(value) : value,
  );
