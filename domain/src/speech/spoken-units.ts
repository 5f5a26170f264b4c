/*
 * Units of measurement as Indonesian physics and chemistry teachers say them: SI symbols with
 * their prefixes ("kg" kilogram, "μC" mikrocoulomb), powers ("m/s²" meter per sekon kuadrat,
 * "cm³" sentimeter kubik), quotients and products ("J/kg°C" joule per kilogram derajat Celsius).
 */

type BaseUnit = { spoken: string; prefixes: string; length?: true };

const BASE_UNITS: Readonly<Record<string, BaseUnit>> = {
  m: { spoken: 'meter', prefixes: 'mcdkμn', length: true },
  g: { spoken: 'gram', prefixes: 'mkμ' },
  s: { spoken: 'sekon', prefixes: 'mμ' },
  N: { spoken: 'newton', prefixes: 'k' },
  J: { spoken: 'joule', prefixes: 'kM' },
  W: { spoken: 'watt', prefixes: 'kM' },
  Wh: { spoken: 'watt jam', prefixes: 'kM' },
  V: { spoken: 'volt', prefixes: 'kmμ' },
  A: { spoken: 'ampere', prefixes: 'mμ' },
  Ω: { spoken: 'ohm', prefixes: 'kM' },
  C: { spoken: 'coulomb', prefixes: 'mμnp' },
  F: { spoken: 'farad', prefixes: 'mμnp' },
  T: { spoken: 'tesla', prefixes: 'm' },
  Wb: { spoken: 'weber', prefixes: '' },
  Hz: { spoken: 'hertz', prefixes: 'kMG' },
  Pa: { spoken: 'pascal', prefixes: 'kM' },
  atm: { spoken: 'atmosfer', prefixes: '' },
  K: { spoken: 'kelvin', prefixes: '' },
  mol: { spoken: 'mol', prefixes: 'm' },
  M: { spoken: 'molar', prefixes: 'm' },
  L: { spoken: 'liter', prefixes: 'md' },
  cal: { spoken: 'kalori', prefixes: 'k' },
  kal: { spoken: 'kalori', prefixes: '' },
  kkal: { spoken: 'kilokalori', prefixes: '' },
  eV: { spoken: 'elektronvolt', prefixes: 'kM' },
  rad: { spoken: 'radian', prefixes: '' },
  ha: { spoken: 'hektare', prefixes: '' },
  ml: { spoken: 'mililiter', prefixes: '' },
  mmHg: { spoken: 'milimeter raksa', prefixes: '' },
  cmHg: { spoken: 'sentimeter raksa', prefixes: '' },
  '°': { spoken: 'derajat', prefixes: '' },
  '°C': { spoken: 'derajat Celsius', prefixes: '' },
  '°F': { spoken: 'derajat Fahrenheit', prefixes: '' },
  '°R': { spoken: 'derajat Reamur', prefixes: '' },
};

const PREFIXES: Readonly<Record<string, string>> = {
  p: 'piko',
  n: 'nano',
  μ: 'mikro',
  m: 'mili',
  c: 'senti',
  d: 'desi',
  k: 'kilo',
  M: 'mega',
  G: 'giga',
};

/** Common spellings that are not SI symbols: "Kg" is a kilogram, not a kelvin-gram. */
const ALIASES: Readonly<Record<string, string>> = {
  Kg: 'kg',
  KG: 'kg',
  Km: 'km',
  KM: 'km',
  Ltr: 'L',
  lt: 'L',
};

/** Units written as words; they read as themselves, in quotients too ("km/jam"). */
const WORD_UNITS = new Set([
  'jam',
  'menit',
  'detik',
  'sekon',
  'hari',
  'minggu',
  'bulan',
  'tahun',
  'liter',
  'meter',
  'gram',
  'kilogram',
  'ton',
  'ons',
  'kuintal',
  'orang',
  'buah',
  'lembar',
]);

type UnitSymbol = { spoken: string; length: boolean };

const SYMBOLS: ReadonlyMap<string, UnitSymbol> = (() => {
  const symbols = new Map<string, UnitSymbol>();
  for (const [symbol, unit] of Object.entries(BASE_UNITS)) {
    const length = unit.length === true;
    symbols.set(symbol, { spoken: unit.spoken, length });
    for (const prefix of unit.prefixes)
      symbols.set(prefix + symbol, { spoken: PREFIXES[prefix] + unit.spoken, length });
  }
  symbols.set('kWh', { spoken: 'kilowatt jam', length: false });
  for (const [alias, symbol] of Object.entries(ALIASES)) symbols.set(alias, symbols.get(symbol)!);
  return symbols;
})();

const LONGEST_SYMBOL = Math.max(...[...SYMBOLS.keys()].map((symbol) => symbol.length));

/**
 * Symbols that are also letters or words ("A" a point, "m" a mass, "Pa" a name): read as units
 * only after a number.
 */
const AMBIGUOUS = /^(?:[A-Za-zΩ°]|Pa|ha|Wb|Hz|eV|rad|mol|ml|ons|ton)$/;

const POWERS: Readonly<Record<string, number>> = { '²': 2, '³': 3, '⁻¹': -1, '⁻²': -2, '⁻³': -3 };

type Atom = { unit: UnitSymbol; power: number };

/** Splits "kg°C" into kg and °C: longest symbol first, each followed by an optional power. */
function splitAtoms(part: string): Atom[] | undefined {
  if (WORD_UNITS.has(part)) return [{ unit: { spoken: part, length: false }, power: 1 }];
  const atoms: Atom[] = [];
  let rest = part.replace(/^[·⋅.*\s]+/, '');
  while (rest !== '') {
    let symbol = '';
    for (let size = Math.min(LONGEST_SYMBOL, rest.length); size > 0; size--) {
      if (SYMBOLS.has(rest.slice(0, size))) {
        symbol = rest.slice(0, size);
        break;
      }
    }
    if (symbol === '') return undefined;
    rest = rest.slice(symbol.length);
    const power = /^(?:⁻?[¹²³]|\^\{?-?[123]\}?)/.exec(rest)?.[0] ?? '';
    rest = rest.slice(power.length).replace(/^[·⋅.*\s]+/, '');
    const normalised = power
      .replace(/[\^{}]/g, '')
      .replace('-', '⁻')
      .replace('1', '¹')
      .replace('2', '²')
      .replace('3', '³');
    atoms.push({ unit: SYMBOLS.get(symbol)!, power: power === '' ? 1 : (POWERS[normalised] ?? 1) });
  }
  return atoms.length > 0 ? atoms : undefined;
}

function speakAtom(atom: Atom, alone: boolean): string {
  const power = Math.abs(atom.power);
  const spokenPower =
    power === 1
      ? ''
      : power === 2
        ? atom.unit.length && alone
          ? ' persegi'
          : ' kuadrat'
        : atom.unit.length
          ? ' kubik'
          : ' pangkat tiga';
  return `${atom.power < 0 ? 'per ' : ''}${atom.unit.spoken}${spokenPower}`;
}

/** How a unit expression reads, and whether it could as well be a letter or a word. */
export type UnitReading = { spoken: string; ambiguous: boolean };

/**
 * Reads a unit expression written without spaces, or undefined when it is not one. A length
 * squared alone is an area ("cm²" sentimeter persegi); within a product it is a square
 * ("N m²/C²" newton meter kuadrat per coulomb kuadrat). `inProduct` says the expression follows
 * another unit.
 *
 * @example
 * readUnit('m/s²'); // { spoken: 'meter per sekon kuadrat', ambiguous: false }
 * readUnit('A'); // { spoken: 'ampere', ambiguous: true }
 * readUnit('dan'); // undefined
 */
export function readUnit(raw: string, options: { inProduct?: boolean } = {}): UnitReading | undefined {
  // K_f in °C/m: a molal, never a metre, in school chemistry.
  if (raw === '°C/m') return { spoken: 'derajat Celsius per molal', ambiguous: false };
  const parts = raw.split('/');
  if (parts.length > 3 || parts.some((part) => part === '')) return undefined;
  const spokenParts: string[] = [];
  let atomCount = 0;
  for (const [index, part] of parts.entries()) {
    const atoms = splitAtoms(part);
    if (atoms === undefined) return undefined;
    atomCount += atoms.length;
    const alone = atoms.length === 1 && !(index === 0 && options.inProduct === true);
    const spoken = atoms.map((atom) => speakAtom(atom, alone)).join(' ');
    spokenParts.push(index === 0 ? spoken : `per ${spoken}`);
  }
  // "TV" would read as tesla volt: a bare product of symbols is a unit only after a number.
  const marked = /[/°²³¹⁻^]/.test(raw);
  // μs is also a coefficient of friction (μ, s): μ-units are units only after a number.
  if (raw.startsWith('μ')) return { spoken: spokenParts.join(' '), ambiguous: !marked };
  return { spoken: spokenParts.join(' '), ambiguous: !marked && (atomCount > 1 || AMBIGUOUS.test(raw)) };
}
