import { useQuery } from '@tanstack/react-query';
import { getMyCertificatesOptions, verifyCertificateOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { CertificateResponse } from '../../../api/generated/types.gen';

export const useVerification = (code: string | null) =>
  useQuery({
    ...verifyCertificateOptions({ path: { code: code ?? '' } }),
    enabled: code !== null,
    retry: false,
    staleTime: 60_000,
  });

export const useMyCertificates = (enabled: boolean) => useQuery({ ...getMyCertificatesOptions(), enabled });

/** LinkedIn's "Add license or certification" form, filled in (their documented add-to-profile link). */
export function linkedInUrl(certificate: CertificateResponse): string {
  const issued = new Date(certificate.issuedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: `${certificate.roadmap.title} (DevPath)`,
    organizationName: 'DevPath',
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    expirationYear: String(new Date(certificate.validUntil).getUTCFullYear()),
    expirationMonth: String(new Date(certificate.validUntil).getUTCMonth() + 1),
    certUrl: certificate.verifyUrl,
    certId: certificate.code,
  });
  return `https://www.linkedin.com/profile/add?${params}`;
}

/** Certificate files are served by the API itself: a path on this site, whatever origin the API reports. */
export const sameOrigin = (url: string) => {
  const parsed = new URL(url, window.location.origin);
  return `${parsed.pathname}${parsed.search}`;
};
