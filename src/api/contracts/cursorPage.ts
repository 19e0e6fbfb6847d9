// One page of a cursor-paged list (GET /accounts/list, GET /payments): the client follows
// `starting_after` until `has_more` is false (docs/product.md#loading-listings).
export type CursorPage<Item> = {
  list: Item[];
  has_more: boolean;
  /** Pass back as `starting_after` for the next page; null on the last page. */
  starting_after: string | null;
};
