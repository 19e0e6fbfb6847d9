-- The product schema (issue 3). Every query of server/api reads these tables through Kysely; the
-- table types live in server/db/databaseSchema.ts and must follow any change here.

-- Directory (SPEC §3: service type, service type group).
CREATE TABLE service_type_groups (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL
);

CREATE TABLE service_types (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  icon text NOT NULL,
  group_id integer NOT NULL REFERENCES service_type_groups (id),
  -- Share of households paying this kind of bill; drives how often the seed picks it.
  payers_share real NOT NULL
);
CREATE INDEX service_types_group_id ON service_types (group_id);

-- Locations (SPEC §3): a slash path of slugs, /usa/{state}/{cbsa|no-metro}/{county}/{city}/{zip}.
CREATE TABLE locations (
  hierarchy text PRIMARY KEY,
  parent_hierarchy text,
  type text NOT NULL CHECK (type IN ('country', 'state', 'cbsa', 'county', 'city', 'zipcode')),
  name text NOT NULL,
  aka_name text,
  state text,
  population integer NOT NULL DEFAULT 0
);
-- Location search is a case-insensitive prefix match per type, ranked by population.
CREATE INDEX locations_type_name_prefix ON locations (type, lower(name) text_pattern_ops);
-- Existence checks for hierarchy prefixes (placeholder levels such as no-metro have no row).
CREATE INDEX locations_hierarchy_prefix ON locations (hierarchy text_pattern_ops);

-- Billers (SPEC §3 "provider").
CREATE TABLE billers (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  popularity real NOT NULL
);
CREATE INDEX billers_name_prefix ON billers (lower(name) text_pattern_ops);

CREATE TABLE biller_service_types (
  biller_id integer NOT NULL REFERENCES billers (id),
  service_type_id integer NOT NULL REFERENCES service_types (id),
  PRIMARY KEY (biller_id, service_type_id)
);
CREATE INDEX biller_service_types_service_type ON biller_service_types (service_type_id);

-- Where a biller serves: /usa for national billers, a state or a county hierarchy otherwise.
CREATE TABLE biller_coverage (
  biller_id integer NOT NULL REFERENCES billers (id),
  hierarchy text NOT NULL,
  PRIMARY KEY (biller_id, hierarchy)
);
CREATE INDEX biller_coverage_hierarchy ON biller_coverage (hierarchy);

-- Users and sessions. Sessions and login attempts live here, never in process memory, so any
-- number of server processes behave as one (ARCHITECTURE.md § Scaling out).
CREATE TABLE users (
  id serial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  username text NOT NULL,
  -- NULL: the account cannot sign in (generated users of the seed).
  password_hash text,
  segment text NOT NULL,
  zip_code text NOT NULL,
  location_hierarchy text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_signed_in_at timestamptz
);

CREATE TABLE sessions (
  id serial PRIMARY KEY,
  -- sha256 of the opaque token: a database leak does not hand out live sessions.
  token_hash text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_id ON sessions (user_id);
CREATE INDEX sessions_expires_at ON sessions (expires_at);

-- One row per rate-limit key ('account:<email>' or 'ip:<address>'): failures in the current window.
CREATE TABLE login_attempts (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  window_started_at timestamptz NOT NULL
);

-- Wallet: how a user pays.
CREATE TABLE payment_instruments (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('bank_account', 'debit_card', 'credit_card')),
  last4 text NOT NULL,
  nickname text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_instruments_user_id ON payment_instruments (user_id);

-- Listings (SPEC §3, §7): a user's account with a biller. The id is also the account id.
CREATE TABLE listings (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  biller_id integer NOT NULL REFERENCES billers (id),
  service_type_id integer NOT NULL REFERENCES service_types (id),
  nickname text,
  account_number_last4 text NOT NULL,
  balance_cents integer NOT NULL,
  due_date date,
  autopay boolean NOT NULL DEFAULT false,
  paperless boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Cursor paging of /accounts/list walks a user's listings by id.
CREATE INDEX listings_user_id_id ON listings (user_id, id);

CREATE TABLE payments (
  id bigserial PRIMARY KEY,
  listing_id integer NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  user_id integer NOT NULL,
  biller_id integer NOT NULL,
  service_type_id integer NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  pay_method text NOT NULL CHECK (
    pay_method IN ('bank_account', 'debit_card', 'credit_card', 'cash', 'check', 'digital_wallet')
  ),
  paid_at timestamptz NOT NULL,
  -- The payer's zip-level location when paying: insights group payers by place.
  payer_hierarchy text NOT NULL
);
CREATE INDEX payments_listing_paid_at ON payments (listing_id, paid_at DESC);
CREATE INDEX payments_paid_at ON payments (paid_at);

-- Dashboard widget settings (SPEC §3, §9), one JSON document per user.
CREATE TABLE widget_settings (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  settings jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Operational switches shared by every process, e.g. maintenance = '1'.
CREATE TABLE app_flags (
  key text PRIMARY KEY,
  value text NOT NULL
);
