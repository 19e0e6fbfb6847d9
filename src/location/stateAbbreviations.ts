// The state abbreviation table (docs/product.md#states-and-territories), the one place that turns a
// state code into a name or a name into a code: the seed, page titles (the cbsa uppercase rule,
// docs/product.md#insights-title), the location search and ZIP code → state all read it.

export type StateAbbreviationKind = 'state' | 'district' | 'territory' | 'armed-forces';

export type StateAbbreviation = {
  code: string;
  name: string;
  kind: StateAbbreviationKind;
  /** 2-digit FIPS state code; armed-forces regions have none. */
  fips: string | null;
};

export const stateAbbreviations: readonly StateAbbreviation[] = [
  { code: 'AL', name: 'Alabama', kind: 'state', fips: '01' },
  { code: 'AK', name: 'Alaska', kind: 'state', fips: '02' },
  { code: 'AZ', name: 'Arizona', kind: 'state', fips: '04' },
  { code: 'AR', name: 'Arkansas', kind: 'state', fips: '05' },
  { code: 'CA', name: 'California', kind: 'state', fips: '06' },
  { code: 'CO', name: 'Colorado', kind: 'state', fips: '08' },
  { code: 'CT', name: 'Connecticut', kind: 'state', fips: '09' },
  { code: 'DE', name: 'Delaware', kind: 'state', fips: '10' },
  { code: 'DC', name: 'District of Columbia', kind: 'district', fips: '11' },
  { code: 'FL', name: 'Florida', kind: 'state', fips: '12' },
  { code: 'GA', name: 'Georgia', kind: 'state', fips: '13' },
  { code: 'HI', name: 'Hawaii', kind: 'state', fips: '15' },
  { code: 'ID', name: 'Idaho', kind: 'state', fips: '16' },
  { code: 'IL', name: 'Illinois', kind: 'state', fips: '17' },
  { code: 'IN', name: 'Indiana', kind: 'state', fips: '18' },
  { code: 'IA', name: 'Iowa', kind: 'state', fips: '19' },
  { code: 'KS', name: 'Kansas', kind: 'state', fips: '20' },
  { code: 'KY', name: 'Kentucky', kind: 'state', fips: '21' },
  { code: 'LA', name: 'Louisiana', kind: 'state', fips: '22' },
  { code: 'ME', name: 'Maine', kind: 'state', fips: '23' },
  { code: 'MD', name: 'Maryland', kind: 'state', fips: '24' },
  { code: 'MA', name: 'Massachusetts', kind: 'state', fips: '25' },
  { code: 'MI', name: 'Michigan', kind: 'state', fips: '26' },
  { code: 'MN', name: 'Minnesota', kind: 'state', fips: '27' },
  { code: 'MS', name: 'Mississippi', kind: 'state', fips: '28' },
  { code: 'MO', name: 'Missouri', kind: 'state', fips: '29' },
  { code: 'MT', name: 'Montana', kind: 'state', fips: '30' },
  { code: 'NE', name: 'Nebraska', kind: 'state', fips: '31' },
  { code: 'NV', name: 'Nevada', kind: 'state', fips: '32' },
  { code: 'NH', name: 'New Hampshire', kind: 'state', fips: '33' },
  { code: 'NJ', name: 'New Jersey', kind: 'state', fips: '34' },
  { code: 'NM', name: 'New Mexico', kind: 'state', fips: '35' },
  { code: 'NY', name: 'New York', kind: 'state', fips: '36' },
  { code: 'NC', name: 'North Carolina', kind: 'state', fips: '37' },
  { code: 'ND', name: 'North Dakota', kind: 'state', fips: '38' },
  { code: 'OH', name: 'Ohio', kind: 'state', fips: '39' },
  { code: 'OK', name: 'Oklahoma', kind: 'state', fips: '40' },
  { code: 'OR', name: 'Oregon', kind: 'state', fips: '41' },
  { code: 'PA', name: 'Pennsylvania', kind: 'state', fips: '42' },
  { code: 'RI', name: 'Rhode Island', kind: 'state', fips: '44' },
  { code: 'SC', name: 'South Carolina', kind: 'state', fips: '45' },
  { code: 'SD', name: 'South Dakota', kind: 'state', fips: '46' },
  { code: 'TN', name: 'Tennessee', kind: 'state', fips: '47' },
  { code: 'TX', name: 'Texas', kind: 'state', fips: '48' },
  { code: 'UT', name: 'Utah', kind: 'state', fips: '49' },
  { code: 'VT', name: 'Vermont', kind: 'state', fips: '50' },
  { code: 'VA', name: 'Virginia', kind: 'state', fips: '51' },
  { code: 'WA', name: 'Washington', kind: 'state', fips: '53' },
  { code: 'WV', name: 'West Virginia', kind: 'state', fips: '54' },
  { code: 'WI', name: 'Wisconsin', kind: 'state', fips: '55' },
  { code: 'WY', name: 'Wyoming', kind: 'state', fips: '56' },
  { code: 'AS', name: 'American Samoa', kind: 'territory', fips: '60' },
  { code: 'GU', name: 'Guam', kind: 'territory', fips: '66' },
  { code: 'MP', name: 'Northern Mariana Islands', kind: 'territory', fips: '69' },
  { code: 'PR', name: 'Puerto Rico', kind: 'territory', fips: '72' },
  { code: 'VI', name: 'U.S. Virgin Islands', kind: 'territory', fips: '78' },
  { code: 'AA', name: 'Armed Forces Americas', kind: 'armed-forces', fips: null },
  { code: 'AE', name: 'Armed Forces Europe', kind: 'armed-forces', fips: null },
  { code: 'AP', name: 'Armed Forces Pacific', kind: 'armed-forces', fips: null },
];

const byCode = new Map(stateAbbreviations.map((entry) => [entry.code, entry]));
const byName = new Map(stateAbbreviations.map((entry) => [entry.name.toLowerCase(), entry]));

/** The entry for a code in any case ('wa', 'PR'), or undefined. */
export function stateByCode(code: string): StateAbbreviation | undefined {
  return byCode.get(code.trim().toUpperCase());
}

/** The entry for a full name in any case ('puerto rico'), or undefined. */
export function stateByName(name: string): StateAbbreviation | undefined {
  return byName.get(name.trim().toLowerCase());
}

export { isStateCode } from './stateCodes.js';

/**
 * ZIP code → state. Military mail (APO/FPO/DPO) has its own "states": 340xx is Armed Forces
 * Americas, 090–098xx Armed Forces Europe, 962–966xx Armed Forces Pacific (USPS Publication 28).
 * Other ZIP codes are looked up in the location data, so `fromData` answers for them.
 */
export function stateForZip(
  zip: string,
  fromData: (zip: string) => string | undefined = () => undefined,
): StateAbbreviation | undefined {
  if (!/^\d{5}$/.test(zip)) return undefined;
  const prefix = Number(zip.slice(0, 3));
  if (prefix === 340) return byCode.get('AA');
  if (prefix >= 90 && prefix <= 98) return byCode.get('AE');
  if (prefix >= 962 && prefix <= 966) return byCode.get('AP');
  const code = fromData(zip);
  return code === undefined ? undefined : stateByCode(code);
}
