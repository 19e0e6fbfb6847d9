-- Insights publish nothing below the privacy threshold (issue 15, src/insights/privacyThreshold.ts):
-- the refresh now takes that threshold and keeps no aggregate row with fewer payers, and joins a
-- payer only to the places that reach it. The API read no row below it before either, so every
-- answer stays the same; a seed of thousands of households then refreshes in seconds instead of
-- aggregating every ZIP code and city of every payer, mostly for places nobody may see.
DROP FUNCTION refresh_insight_aggregates(timestamptz);

CREATE FUNCTION refresh_insight_aggregates(as_of timestamptz, min_payers integer) RETURNS void
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

  -- Every place a payer's ZIP-level hierarchy counts for, /usa included, that has at least
  -- min_payers payers in the longest window (every shorter window has no more). Placeholder levels
  -- (SPEC §2 no-metro, no-county, no-city) are not places of their own.
  CREATE TEMP TABLE insight_places AS
    WITH payer_places AS (
      SELECT payer.user_id, payer.payer_hierarchy,
        array_to_string(payer.parts[1:n], '/') AS location_hierarchy
      FROM (
        SELECT DISTINCT user_id, payer_hierarchy, string_to_array(payer_hierarchy, '/') AS parts
        FROM insight_payer_services
        WHERE days = 365
      ) AS payer
      CROSS JOIN LATERAL generate_series(2, array_length(payer.parts, 1)) AS n
      WHERE payer.parts[n] NOT IN ('no-metro', 'no-county', 'no-city', '-')
    ),
    published AS (
      SELECT location_hierarchy FROM payer_places
      GROUP BY location_hierarchy
      HAVING count(DISTINCT user_id) >= min_payers
    )
    SELECT DISTINCT payer_places.payer_hierarchy, payer_places.location_hierarchy
    FROM payer_places JOIN published USING (location_hierarchy);

  DELETE FROM insight_biller_stats;
  INSERT INTO insight_biller_stats
  SELECT place.location_hierarchy, s.days, s.biller_id, s.service_type_id,
    min(s.service_type_group_id), count(DISTINCT s.user_id), sum(s.payment_count),
    sum(s.total_cents), percentile_disc(0.5) WITHIN GROUP (ORDER BY s.total_cents / s.payment_count)
  FROM insight_payer_services s
  JOIN insight_places place ON place.payer_hierarchy = s.payer_hierarchy
  GROUP BY place.location_hierarchy, s.days, s.biller_id, s.service_type_id
  HAVING count(DISTINCT s.user_id) >= min_payers;

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
  GROUP BY place.location_hierarchy, s.days, s.scope
  HAVING count(DISTINCT s.user_id) >= min_payers;

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
  GROUP BY place.location_hierarchy, m.days, m.scope, m.pay_method
  HAVING count(DISTINCT m.user_id) >= min_payers;

  DROP TABLE insight_payer_methods, insight_payer_services, insight_places;
  -- The tables were rewritten wholesale: fresh statistics keep the planner on the ranked indexes.
  ANALYZE insight_biller_stats;
  ANALYZE insight_scope_stats;
  ANALYZE insight_pay_method_stats;

  INSERT INTO insight_refreshes (id, as_of, refreshed_at) VALUES (1, as_of, now())
  ON CONFLICT (id) DO UPDATE SET as_of = excluded.as_of, refreshed_at = excluded.refreshed_at;
END;
$$;
