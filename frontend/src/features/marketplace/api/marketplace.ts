import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createProductMutation,
  getMyReviewOptions,
  getProductOptions,
  getStaffProductOptions,
  listMyPurchasesOptions,
  listProductReviewsOptions,
  listProductsOptions,
  listProductTagsOptions,
  listStaffProductsOptions,
  saveMyReviewMutation,
  updateProductMutation,
  uploadProductFileMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import type { ListProductsData } from '../../../api/generated/types.gen';
import { useProductDownload } from '../../../lib/productDownload';
import { toast } from '../../../lib/toast';
import { isOperation } from '../../../lib/api/operations';

export const PAGE_SIZE = 12;
export type ProductKind = 'template' | 'starter-kit' | 'ui-kit' | 'course-project';
export type ProductSort = NonNullable<NonNullable<ListProductsData['query']>['sort']>;
export const KIND_LABELS: Record<ProductKind, string> = {
  template: 'Template',
  'starter-kit': 'Starter kit',
  'ui-kit': 'UI kit',
  'course-project': 'Course project',
};
export const SORT_LABELS: Record<ProductSort, string> = {
  popular: 'Most popular',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Best rated',
};

const money = new Map<string, Intl.NumberFormat>();
/** A price from integer minor units (cents), e.g. 1900 USD → "$19.00"; the division is for display only. */
export function formatPrice(amount: number, currency: string): string {
  let format = money.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    money.set(currency, format);
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

/** "4.5" from tenths of a star. */
export const formatRating = (tenths: number) => `${Math.floor(tenths / 10)}.${tenths % 10}`;

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export type ProductListQuery = NonNullable<ListProductsData['query']>;

export const useProductList = (query: ProductListQuery) =>
  useQuery({
    ...listProductsOptions({ query: { ...query, pageSize: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useProductTags = () => useQuery({ ...listProductTagsOptions(), staleTime: 5 * 60_000 });

export const useProduct = (slug: string) =>
  useQuery({ ...getProductOptions({ path: { slug } }), retry: false, staleTime: 60_000 });

export const useProductReviews = (slug: string, page: number) =>
  useQuery({
    ...listProductReviewsOptions({ path: { slug }, query: { page, pageSize: 5 } }),
    placeholderData: keepPreviousData,
  });

export const useMyReview = (slug: string, enabled: boolean) =>
  useQuery({ ...getMyReviewOptions({ path: { slug } }), enabled, retry: false });

export const useMyPurchases = (enabled = true) => useQuery({ ...listMyPurchasesOptions(), enabled });

export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveMyReviewMutation(),
    onSuccess: () => {
      void queryClient.invalidateQueries({
        predicate: isOperation('getMyReview', 'listProductReviews', 'getProduct', 'listProducts'),
      });
      toast({ title: 'Thank you: your review is saved' });
    },
  });
}

/** Asks for a signed link (5 minutes), fetches the file with the session and saves it (lib/productDownload, shared with the receipt). */
export const useDownload = useProductDownload;

export const useStaffProducts = (query: { q?: string; page: number }) =>
  useQuery({ ...listStaffProductsOptions({ query: { ...query, pageSize: 20 } }), placeholderData: keepPreviousData });

export const useStaffProduct = (id: string | null) =>
  useQuery({ ...getStaffProductOptions({ path: { id: id ?? '' } }), enabled: id !== null, retry: false });

function useProductsChanged() {
  const queryClient = useQueryClient();
  return () =>
    void queryClient.invalidateQueries({
      predicate: isOperation('listProducts', 'getProduct', 'listProductTags', 'listStaffProducts', 'getStaffProduct'),
    });
}

export function useCreateProduct() {
  const changed = useProductsChanged();
  return useMutation({ ...createProductMutation(), onSuccess: changed });
}

export function useUpdateProduct() {
  const changed = useProductsChanged();
  return useMutation({ ...updateProductMutation(), onSuccess: changed });
}

export function useUploadProductFile() {
  const changed = useProductsChanged();
  return useMutation({ ...uploadProductFileMutation(), onSuccess: changed });
}
