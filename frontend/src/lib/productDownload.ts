import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { createDownloadLinkMutation } from '../api/generated/@tanstack/react-query.gen';
import { downloadProduct } from '../api/generated/sdk.gen';
import { errorMessage } from './api/errors';
import { toast } from './toast';

/**
 * Downloads a bought marketplace product: asks for a signed link (5 minutes), fetches the file
 * with the session and saves it. Shared by My purchases and the receipt (features stay apart).
 */
export function useProductDownload() {
  const link = useMutation({ ...createDownloadLinkMutation() });
  const [pending, setPending] = useState<string | null>(null);
  return {
    isPending: pending !== null,
    /** The product whose download is being prepared. */
    pending,
    async download(productId: string, fileName: string) {
      setPending(productId);
      try {
        const { token } = await link.mutateAsync({ path: { id: productId } });
        const { data } = await downloadProduct({ path: { token }, parseAs: 'blob', throwOnError: true });
        const url = URL.createObjectURL(data as Blob);
        const anchor = document.createElement('a');
        anchor.href = url;
        anchor.download = fileName;
        anchor.click();
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
      } catch (error) {
        toast({
          title: 'The download did not start',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
      } finally {
        setPending(null);
      }
    },
  };
}
