// Environment: server
// The service type taxonomy, read from the database and kept for a minute: it is small, changes
// only with a reseed, and every insights request resolves its group and type against it.
import type { Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../db/databaseSchema.js';
import type { ApiDependencies } from './apiDependencies.js';

import type { ServiceType, ServiceTypeGroup } from '../../src/api/contracts/directoryContract.js';

export type { ServiceType, ServiceTypeGroup } from '../../src/api/contracts/directoryContract.js';
export type DirectoryCatalog = {
  groups: ServiceTypeGroup[];
  serviceTypes: ServiceType[];
  serviceTypesById: ReadonlyMap<number, ServiceType>;
};

/** Registers routes that answer from the catalog as well as the database (createApiRouter.ts). */
export type CatalogRoutes = (
  router: Router,
  dependencies: ApiDependencies,
  catalog: () => Promise<DirectoryCatalog>,
) => void;

const CACHE_MS = 60_000;

// Name matching (docs/product.md#name-matching) is shared with the micro-app, which resolves the
// same URL segments.
export { findByName, nameKey } from '../../src/directory/nameKey.js';

export function createDirectoryCatalog(db: Kysely<Database>): () => Promise<DirectoryCatalog> {
  let cached: { at: number; catalog: Promise<DirectoryCatalog> } | undefined;
  const load = async (): Promise<DirectoryCatalog> => {
    const groups = await db.selectFrom('service_type_groups').select(['id', 'slug', 'name']).orderBy('id').execute();
    const types = await db
      .selectFrom('service_types')
      .select(['id', 'slug', 'name', 'icon', 'group_id'])
      .orderBy('id')
      .execute();
    const groupsById = new Map(groups.map((group) => [group.id, group]));
    const serviceTypes = types.flatMap((type) => {
      const group = groupsById.get(type.group_id);
      return group
        ? [
            {
              id: type.id,
              slug: type.slug,
              name: type.name,
              icon: type.icon,
              service_type_group: group,
            },
          ]
        : [];
    });
    return {
      groups,
      serviceTypes,
      serviceTypesById: new Map(serviceTypes.map((type) => [type.id, type])),
    };
  };
  return () => {
    const current = Date.now();
    if (!cached || current - cached.at > CACHE_MS) {
      const catalog = load();
      cached = { at: current, catalog };
      // A failed load must not be served from the cache.
      catalog.catch(() => {
        cached = undefined;
      });
    }
    return cached.catalog;
  };
}
