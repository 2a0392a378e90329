import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CertificateResponse } from '../../../api/generated/types.gen';
import { renderRoute } from '../../../test/render';
import { signedInStore, stubApi, testStore } from '../../../test/session';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const certificate = (overrides: Partial<CertificateResponse> = {}): CertificateResponse => ({
  code: 'DP-7K3M-Q9X2-AB0C',
  status: 'valid',
  holderName: 'Ada Lovelace',
  roadmap: { slug: 'frontend', title: 'Frontend Developer' },
  scorePercent: 90,
  issuedAt: '2026-11-20T10:00:00.000Z',
  validUntil: '2031-11-20T10:00:00.000Z',
  revokedAt: null,
  revokedReason: null,
  verifyUrl: 'https://devpath.example/verify-certificate/DP-7K3M-Q9X2-AB0C',
  credentialUrl: 'https://devpath.example/api/certificates/DP-7K3M-Q9X2-AB0C/credential',
  pdfUrl: 'https://devpath.example/api/certificates/DP-7K3M-Q9X2-AB0C/pdf',
  ...overrides,
});

describe('/verify-certificate', () => {
  it('checks a typed code and shows who holds it, for which roadmap, and that it is valid', async () => {
    stubApi({ 'GET /api/certificates/verify/dp-7k3m-q9x2-ab0c': certificate() });
    testStore({ provider: null });
    const { router } = renderRoute('/verify-certificate');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify a certificate' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Certificate code'), 'dp-7k3m-q9x2-ab0c');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-certificate/dp-7k3m-q9x2-ab0c'));
    expect(await screen.findByRole('heading', { name: 'Valid certificate' })).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Frontend Developer' })).toHaveAttribute('href', '/roadmap/frontend');
    expect(screen.getByRole('link', { name: 'Download credential' })).toHaveAttribute(
      'href',
      '/api/certificates/DP-7K3M-Q9X2-AB0C/credential',
    );
  });

  it('shows a revocation with its reason, and a plain "not found" for an unknown code', async () => {
    stubApi({
      'GET /api/certificates/verify/DP-7K3M-Q9X2-AB0C': certificate({
        status: 'revoked',
        revokedAt: '2026-11-22T10:00:00.000Z',
        revokedReason: 'Issued by mistake.',
      }),
    });
    testStore({ provider: null });
    const { unmount } = renderRoute('/verify-certificate/DP-7K3M-Q9X2-AB0C');
    expect(await screen.findByRole('heading', { name: 'Revoked certificate' })).toBeInTheDocument();
    expect(screen.getByText(/Issued by mistake\./)).toBeInTheDocument();
    unmount();

    stubApi({});
    testStore({ provider: null });
    renderRoute('/verify-certificate/DP-0000-0000-0000');
    expect(await screen.findByText('No certificate with this code')).toBeInTheDocument();
  });
});

describe('/my-certificates', () => {
  it('lists my certificates with the PDF, the credential, the share link and "Add to LinkedIn"', async () => {
    const { store } = await signedInStore(undefined, { 'GET /api/certificates/me': { items: [certificate()] } });
    renderRoute('/my-certificates', { store });
    expect(await screen.findByRole('heading', { level: 2, name: 'Frontend Developer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/certificates/DP-7K3M-Q9X2-AB0C/pdf',
    );
    const linkedIn = new URL(screen.getByRole('link', { name: 'Add to LinkedIn' }).getAttribute('href')!);
    expect(linkedIn.origin + linkedIn.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(linkedIn.searchParams)).toMatchObject({
      startTask: 'CERTIFICATION_NAME',
      organizationName: 'DevPath',
      certId: 'DP-7K3M-Q9X2-AB0C',
      certUrl: 'https://devpath.example/verify-certificate/DP-7K3M-Q9X2-AB0C',
      issueYear: '2026',
      issueMonth: '11',
    });
  });

  it('leads to the roadmaps when there is none yet', async () => {
    const { store } = await signedInStore(undefined, { 'GET /api/certificates/me': { items: [] } });
    renderRoute('/my-certificates', { store });
    expect(await screen.findByText('No certificates yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse roadmaps' })).toHaveAttribute('href', '/roadmaps');
  });
});
