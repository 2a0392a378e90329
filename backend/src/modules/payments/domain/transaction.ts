/**
 * The caller's open database transaction, passed through the ports so a change and what it
 * announces commit together. Opaque to the domain: the adapters know it is MikroORM's
 * EntityManager inside `transactional`.
 */
export type Transaction = object;
