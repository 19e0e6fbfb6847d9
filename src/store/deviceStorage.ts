/**
 * Settings kept on this device (docs/product.md#where-widgets-are-kept: a signed-out visitor's
 * dashboard). Reached through the thunk extra so server rendering and tests use memory while the
 * browser uses localStorage.
 */
export type DeviceStorage = {
  read: (key: string) => string | null;
  write: (key: string, value: string) => void;
};

export function createMemoryStorage(): DeviceStorage {
  const values = new Map<string, string>();
  return {
    read: (key) => values.get(key) ?? null,
    write: (key, value) => void values.set(key, value),
  };
}

/**
 * localStorage, which throws when storage is disabled or full (private windows, quota): then the
 * setting lives for this page only, as if the device had none.
 */
export function createBrowserStorage(storage: () => Storage): DeviceStorage {
  const fallback = createMemoryStorage();
  return {
    read(key) {
      try {
        return storage().getItem(key);
      } catch {
        return fallback.read(key);
      }
    },
    write(key, value) {
      try {
        storage().setItem(key, value);
      } catch {
        fallback.write(key, value);
      }
    },
  };
}
