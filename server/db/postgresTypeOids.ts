// Environment: server
// The PostgreSQL types both engines read specially: counts and sums (bigint, numeric) as numbers
// and calendar dates as 'YYYY-MM-DD' strings, so API answers do not depend on the engine (nor on
// the server's time zone).
export const DATE_OID = 1082;
export const INT8_OID = 20;
export const NUMERIC_OID = 1700;
