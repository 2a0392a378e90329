import { RequestContext, type EntityManager } from '@mikro-orm/core';
import type { NextFunction, Request, Response } from 'express';
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request's fork of the global EntityManager, made the first time the request asks for it.
 * A request that never touches the database (a cached session and profile, health, static
 * files) never pays for a fork: forking builds an identity map and a unit of work and even
 * writes to process.env, which cost more than the rest of an authenticated GET /api/users/me.
 */
class ForkOnDemand {
  private fork?: EntityManager;
  private forking = false;

  constructor(
    private readonly root: EntityManager,
    /** The request's id (X-Request-Id), for the log lines written while it runs. */
    readonly requestId: string | undefined,
  ) {}

  get(name: string): EntityManager | undefined {
    // While the fork is being built it asks for the context itself: there is none yet (as
    // within RequestContext.create, which forks before entering the context).
    if (name !== this.root.name || this.forking) return undefined;
    if (!this.fork) {
      this.forking = true;
      try {
        // disableContextResolution: fork the global EntityManager itself, not "the current context".
        this.fork = this.root.fork({ useContext: true, disableContextResolution: true });
      } finally {
        this.forking = false;
      }
    }
    return this.fork;
  }
}

const requests = new AsyncLocalStorage<ForkOnDemand>();

/**
 * MikroORM's `context` option: the EntityManager of the current request. An explicit
 * RequestContext.create() (none today) would still win, as with the ORM's default.
 */
export function currentEntityManager(name: string): EntityManager | undefined {
  return RequestContext.getEntityManager(name) ?? requests.getStore()?.get(name);
}

/** The id of the request being handled, if any (the logger's mixin adds it to every line). */
export function currentRequestId(): string | undefined {
  return requests.getStore()?.requestId;
}

/** Express middleware: each request gets its own (on-demand) EntityManager fork, and its id. */
export function requestContext(root: EntityManager) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    requests.run(new ForkOnDemand(root, (req as { id?: string }).id), next);
  };
}
