import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { IntegerFromString } from './validation.js';

/** A list route's page size: its default and its largest (and, rarely, a page number above 1000). */
export interface PageSize {
  pageSize: number;
  maxPageSize: number;
  maxPage?: number;
}

/**
 * The `page` and `pageSize` fields of a list route's query DTO, validated and documented once:
 * `page` 1–1000 (default 1), `pageSize` 1–`maxPageSize` (default `pageSize`). A query of only
 * these extends it (`class OrdersQuery extends PageQuery({ pageSize: 20, maxPageSize: 100 }) {}`);
 * one with filters of its own keeps them first, as the OpenAPI parameters list them, with
 * `IntersectionType(Filters, PageQuery(…))`. Always through a named subclass: a DTO's class name
 * names its schema and its validation memo.
 */
export function PageQuery({ pageSize, maxPageSize, maxPage = 1000 }: PageSize) {
  class PageFields {
    @ApiPropertyOptional({ default: 1, minimum: 1, maximum: maxPage })
    @IsOptional()
    @IntegerFromString()
    @IsInt()
    @Min(1)
    @Max(maxPage)
    page?: number;
    @ApiPropertyOptional({ default: pageSize, minimum: 1, maximum: maxPageSize })
    @IsOptional()
    @IntegerFromString()
    @IsInt()
    @Min(1)
    @Max(maxPageSize)
    pageSize?: number;
  }
  return PageFields;
}
