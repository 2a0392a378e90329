import { getDeploymentInfo } from '../../api/generated-shell/sdk.gen';
import { STORAGE_KEYS, local } from '../storage';

export type DeploymentChangedListener = (change: { previous: string | null; current: string }) => void;

const listeners = new Set<DeploymentChangedListener>();

/**
 * Subscribe to "deployment changed" (spec §4). The session layer of issue 3
 * hooks this to refresh authentication. Returns the unsubscribe function.
 */
export function onDeploymentChanged(listener: DeploymentChangedListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export interface DeploymentCheckResult {
  changed: boolean;
  deploymentId: string | null;
}

/**
 * Compares the server's deploymentId with localStorage `deploymentId`. When
 * they differ the stored value is replaced and listeners are told. One
 * attempt, no retries; a failure is logged and counts as "no change".
 */
export async function checkDeployment(): Promise<DeploymentCheckResult> {
  let current: string;
  try {
    // The generated client sends it through apiFetch (cookies, bearer, errors).
    const { data } = await getDeploymentInfo({ throwOnError: true });
    const id: unknown = data?.deploymentId;
    if (typeof id !== 'string' || id === '') throw new Error('The response has no deploymentId');
    current = id;
  } catch (error) {
    console.warn('Deployment check failed; assuming no change.', error);
    return { changed: false, deploymentId: local.get(STORAGE_KEYS.deploymentId) };
  }

  const previous = local.get(STORAGE_KEYS.deploymentId);
  if (previous === current) return { changed: false, deploymentId: current };

  local.set(STORAGE_KEYS.deploymentId, current);
  for (const listener of [...listeners]) {
    try {
      listener({ previous, current });
    } catch (error) {
      console.error('A deployment-changed listener failed.', error);
    }
  }
  return { changed: true, deploymentId: current };
}
