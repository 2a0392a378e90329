// Jest's ESM loader refuses a CommonJS package (e.g. @nestjs/throttler) that require()s an ES
// module still being linked in the same graph. Evaluating Nest's ES modules first avoids that.
await import('reflect-metadata');
await import('@nestjs/common');
await import('@nestjs/core');
