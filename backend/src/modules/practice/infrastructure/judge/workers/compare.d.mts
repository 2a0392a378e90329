import type { Comparator } from '../../../domain/problem.js';
export declare function sameValue(actual: unknown, expected: unknown, comparator: Comparator): boolean;
