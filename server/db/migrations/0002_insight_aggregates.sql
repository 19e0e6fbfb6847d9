-- Precomputed insights (issue 3, SPEC §1 insights view, §9 date ranges): every insights query is
-- an index lookup on these tables, never a scan of payments. `refresh_insight_aggregates` rebuilds
-- them for windows ending at `as_of`; the server calls it after seeding and when the day rolls.

-- Per place (every level of the hierarchy, /usa included), window and (biller, service type).
CREATE TABLE insight_biller_stats (
  location_hierarchy text NOT NULL,
  days integer NOT NULL,
  biller_id integer NOT NULL,
  service_type_id integer NOT NULL,
  service_type_group_id integer NOT NULL,
  payer_count integer NOT NULL,
  payment_count integer NOT NULL,
  total_cents bigint NOT NULL,
  median_cents integer NOT NULL,
  PRIMARY KEY (location_hierarchy, days, biller_id, service_type_id)
);
CREATE INDEX insight_biller_stats_all_ranked
  ON insight_biller_stats (location_hierarchy, days, payer_count DESC, biller_id, service_type_id);
CREATE INDEX insight_biller_stats_group_ranked
  ON insight_biller_stats (
    location_hierarchy, days, service_type_group_id, payer_count DESC, biller_id, service_type_id
  );
CREATE INDEX insight_biller_stats_type_ranked
  ON insight_biller_stats (location_hierarchy, days, service_type_id, payer_count DESC, biller_id);

-- Per place, window and scope ('all', 'group:<id>', 'type:<id>'): distinct payers and median.
CREATE TABLE insight_scope_stats (
  location_hierarchy text NOT NULL,
  days integer NOT NULL,
  scope text NOT NULL,
  payer_count integer NOT NULL,
  payment_count integer NOT NULL,
  total_cents bigint NOT NULL,
  median_cents integer NOT NULL,
  PRIMARY KEY (location_hierarchy, days, scope)
);

CREATE TABLE insight_pay_method_stats (
  location_hierarchy text NOT NULL,
  days integer NOT NULL,
  scope text NOT NULL,
  pay_method text NOT NULL,
  payer_count integer NOT NULL,
  payment_count integer NOT NULL,
  total_cents bigint NOT NULL,
  PRIMARY KEY (location_hierarchy, days, scope, pay_method)
);

CREATE TABLE insight_refreshes (
  id integer PRIMARY KEY CHECK (id = 1),
  as_of timestamptz NOT NULL,
  refreshed_at timestamptz NOT NULL
);

-- Medians are taken over payers, each payer counting once with the average of their payments in
-- the group ("what a typical payer pays per bill"); that keeps the refresh to per-payer rows
-- instead of every payment at every level of the hierarchy.
CREATE FUNCTION refresh_insight_aggregates(as_of timestamptz) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- Sorting for the medians and distinct counts in memory is several times faster than on disk.
  PERFORM set_config('work_mem', '256MB', true);
  -- One refresh at a time per schema: servers refreshing together would collide on the keys.
  PERFORM pg_advisory_xact_lock(4725021, hashtext(current_schema()));
  DROP TABLE IF EXISTS insight_payer_methods, insight_payer_services, insight_places;

  -- Per window, payer, place, biller, service type and pay method: what every aggregate sums.
  CREATE TEMP TABLE insight_payer_methods AS
    SELECT w.days, p.user_id, p.payer_hierarchy, p.biller_id, p.service_type_id,
      st.group_id AS service_type_group_id, p.pay_method,
      count(*)::integer AS payment_count, sum(p.amount_cents)::bigint AS total_cents
    FROM payments p
    JOIN service_types st ON st.id = p.service_type_id
    JOIN (VALUES (30), (91), (182), (365)) AS w (days)
      ON p.paid_at > as_of - make_interval(days => w.days)
    WHERE p.paid_at > as_of - interval '365 days' AND p.paid_at <= as_of
    GROUP BY w.days, p.user_id, p.payer_hierarchy, p.biller_id, p.service_type_id, st.group_id,
      p.pay_method;

  CREATE TEMP TABLE insight_payer_services AS
    SELECT days, user_id, payer_hierarchy, biller_id, service_type_id, service_type_group_id,
      sum(payment_count)::integer AS payment_count, sum(total_cents)::bigint AS total_cents
    FROM insight_payer_methods
    GROUP BY days, user_id, payer_hierarchy, biller_id, service_type_id, service_type_group_id;

  -- Every place a payer's ZIP-level hierarchy counts for, /usa included. Placeholder levels
  -- (SPEC §2 no-metro, no-county, no-city) are not places of their own.
  CREATE TEMP TABLE insight_places AS
    SELECT DISTINCT payer.payer_hierarchy, array_to_string(payer.parts[1:n], '/') AS location_hierarchy
    FROM (
      SELECT DISTINCT payer_hierarchy, string_to_array(payer_hierarchy, '/') AS parts
      FROM insight_payer_services
    ) AS payer
    CROSS JOIN LATERAL generate_series(2, array_length(payer.parts, 1)) AS n
    WHERE payer.parts[n] NOT IN ('no-metro', 'no-county', 'no-city', '-');

  DELETE FROM insight_biller_stats;
  INSERT INTO insight_biller_stats
  SELECT place.location_hierarchy, s.days, s.biller_id, s.service_type_id,
    min(s.service_type_group_id), count(DISTINCT s.user_id), sum(s.payment_count),
    sum(s.total_cents), percentile_disc(0.5) WITHIN GROUP (ORDER BY s.total_cents / s.payment_count)
  FROM insight_payer_services s
  JOIN insight_places place ON place.payer_hierarchy = s.payer_hierarchy
  GROUP BY place.location_hierarchy, s.days, s.biller_id, s.service_type_id;

  DELETE FROM insight_scope_stats;
  INSERT INTO insight_scope_stats
  SELECT place.location_hierarchy, s.days, s.scope, count(DISTINCT s.user_id), sum(s.payment_count),
    sum(s.total_cents), percentile_disc(0.5) WITHIN GROUP (ORDER BY s.total_cents / s.payment_count)
  FROM (
    SELECT days, payer_hierarchy, user_id,
      CASE
        WHEN GROUPING(service_type_id) = 0 THEN 'type:' || service_type_id
        WHEN GROUPING(service_type_group_id) = 0 THEN 'group:' || service_type_group_id
        ELSE 'all'
      END AS scope,
      sum(payment_count) AS payment_count, sum(total_cents) AS total_cents
    FROM insight_payer_services
    GROUP BY GROUPING SETS (
      (days, payer_hierarchy, user_id, service_type_id),
      (days, payer_hierarchy, user_id, service_type_group_id),
      (days, payer_hierarchy, user_id)
    )
  ) AS s
  JOIN insight_places place ON place.payer_hierarchy = s.payer_hierarchy
  GROUP BY place.location_hierarchy, s.days, s.scope;

  DELETE FROM insight_pay_method_stats;
  INSERT INTO insight_pay_method_stats
  SELECT place.location_hierarchy, m.days, m.scope, m.pay_method, count(DISTINCT m.user_id),
    sum(m.payment_count), sum(m.total_cents)
  FROM (
    SELECT days, payer_hierarchy, user_id, pay_method,
      CASE
        WHEN GROUPING(service_type_id) = 0 THEN 'type:' || service_type_id
        WHEN GROUPING(service_type_group_id) = 0 THEN 'group:' || service_type_group_id
        ELSE 'all'
      END AS scope,
      sum(payment_count) AS payment_count, sum(total_cents) AS total_cents
    FROM insight_payer_methods
    GROUP BY GROUPING SETS (
      (days, payer_hierarchy, user_id, pay_method, service_type_id),
      (days, payer_hierarchy, user_id, pay_method, service_type_group_id),
      (days, payer_hierarchy, user_id, pay_method)
    )
  ) AS m
  JOIN insight_places place ON place.payer_hierarchy = m.payer_hierarchy
  GROUP BY place.location_hierarchy, m.days, m.scope, m.pay_method;

  DROP TABLE insight_payer_methods, insight_payer_services, insight_places;
  -- The tables were rewritten wholesale: fresh statistics keep the planner on the ranked indexes.
  ANALYZE insight_biller_stats;
  ANALYZE insight_scope_stats;
  ANALYZE insight_pay_method_stats;

  INSERT INTO insight_refreshes (id, as_of, refreshed_at) VALUES (1, as_of, now())
  ON CONFLICT (id) DO UPDATE SET as_of = excluded.as_of, refreshed_at = excluded.refreshed_at;
END;
$$;
