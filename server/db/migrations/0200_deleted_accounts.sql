-- Deleted accounts (docs/product.md#deleting-an-account): the row stays, de-identified, because
-- the money records kept for audit point at it; this says when it was emptied. A deleted account
-- has no password and an address that cannot receive mail, so nobody can sign in to it.
ALTER TABLE users ADD COLUMN deleted_at timestamptz;
