// Environment: server
// The service type taxonomy, read from the database and kept for a minute: it is small, changes
// only with a reseed, and every insights request resolves its group and type against it.
import type { Kysely } from 'kysely';
import type { Database } from '../db/databaseSchema.js';

export type ServiceTypeGroup = { id: number; slug: string; name: string };
export type ServiceType = {
  id: number;
  slug: string;
  name: string;
  icon: string;
  service_type_group: ServiceTypeGroup;
};
export type DirectoryCatalog = {
  groups: ServiceTypeGroup[];
  serviceTypes: ServiceType[];
  serviceTypesById: ReadonlyMap<number, ServiceType>;
};

const CACHE_MS = 60_000;

/** SPEC §5: names of groups and types match ignoring case, spaces and punctuation. */
export function nameKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export function findByName<T extends { slug: string; name: string }>(
  items: readonly T[],
  wanted: string,
): T | undefined {
  const key = nameKey(wanted);
  return items.find((item) => nameKey(item.slug) === key || nameKey(item.name) === key);
}

export function createDirectoryCatalog(db: Kysely<Database>): () => Promise<DirectoryCatalog> {
  let cached: { at: number; catalog: Promise<DirectoryCatalog> } | undefined;
  const load = async (): Promise<DirectoryCatalog> => {
    const groups = await db
      .selectFrom('service_type_groups')
      .select(['id', 'slug', 'name'])
      .orderBy('id')
      .execute();
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
