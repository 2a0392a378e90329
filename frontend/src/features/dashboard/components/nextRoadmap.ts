import type {
  CertificateResponse,
  EnrolledRoadmapResponse,
  RoadmapSummaryResponse,
} from '../../../api/generated/types.gen';

/** My valid certificate of a roadmap, if I hold one. */
export function certificateOf(
  slug: string,
  certificates: readonly CertificateResponse[] | undefined,
): CertificateResponse | undefined {
  return certificates?.find((c) => c.roadmap.slug === slug && c.status === 'valid');
}

/**
 * The roadmap to suggest after finishing `done`: of the roadmaps I have neither a certificate of
 * nor every module done, the one sharing the most tags with it (the catalog's order breaks ties).
 */
export function suggestedNextRoadmap(
  done: RoadmapSummaryResponse,
  catalog: readonly RoadmapSummaryResponse[] | undefined,
  enrolled: readonly EnrolledRoadmapResponse[],
  certificates: readonly CertificateResponse[] | undefined,
): RoadmapSummaryResponse | null {
  const finished = new Set(enrolled.filter((e) => e.percent >= 100).map((e) => e.roadmap.slug));
  const tags = new Set(done.tags);
  const shared = (r: RoadmapSummaryResponse) => r.tags.filter((t) => tags.has(t)).length;
  const candidates = (catalog ?? []).filter(
    (r) => r.slug !== done.slug && !finished.has(r.slug) && !certificateOf(r.slug, certificates),
  );
  return candidates.reduce<RoadmapSummaryResponse | null>(
    (best, r) => (best === null || shared(r) > shared(best) ? r : best),
    null,
  );
}
