-- Location search (SPEC §7, issue 12) answers the 20 most populous places of one type whose name
-- starts with what was typed. For a short prefix ("s", "9") thousands of places match, and the
-- name-prefix index made the database sort them all (about 10 ms, the search's p95). Walking the
-- places of that type from the most populous down and stopping at the 20th match reads a few
-- hundred index entries instead; the planner keeps the name-prefix index for long prefixes, which
-- match few places.
CREATE INDEX locations_type_population ON locations (type, population DESC, hierarchy);
ANALYZE locations;
