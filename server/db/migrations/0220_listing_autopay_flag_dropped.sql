-- A bill's autopay status is its rule (docs/product.md#autopay-rules): migration 0001's flag on
-- the listing, written beside the rule and disagreeing with it, is dropped so nothing can read it.
ALTER TABLE listings DROP COLUMN autopay;
