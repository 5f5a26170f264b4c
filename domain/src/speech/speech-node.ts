/**
 * What a sentence is made of once its LaTeX and its plain-text maths are read: the speaker
 * (speak-nodes.ts) turns these into words. Prose and formulas share one list, so a unit in
 * prose after a number in `$…$` ("$c = 4.200$ J/kg°C") is read as a unit.
 */
export type SpeechNode =
  /** Digits only: 1.000.000 is integer "1000000"; 0,3̅ is integer "0", repeating "3". */
  | { kind: 'number'; integer: string; decimals: string; repeating: string }
  /** A maths variable (italic in LaTeX): "x", "A", or a Greek letter "α". */
  | { kind: 'letter'; text: string }
  /** Prose or upright text, said as written. */
  | { kind: 'word'; text: string }
  /** Already spoken words: an ordinal ("ke-20"), a Roman numeral, a chemical formula. */
  | { kind: 'spoken'; words: string[]; chemical?: boolean }
  /** "Rp" before an amount: the amount is followed by "rupiah". */
  | { kind: 'currency' }
  /** A unit expression ("m/s²"); ambiguous ones ("A", "m") are units only after a number. */
  | { kind: 'unit'; text: string; spoken: string; ambiguous: boolean }
  /** `sign`: plain text shows whether − is a sign ("-5") or a subtraction ("3 - 5"). */
  | { kind: 'operator'; symbol: string; sign?: boolean }
  | { kind: 'punctuation'; symbol: string }
  /** Whitespace that matters: "2 A" is two amperes, "2A" two times A. */
  | { kind: 'space' }
  /** Brackets: `open` '' is an invisible LaTeX brace group. */
  | { kind: 'group'; open: string; close: string; body: SpeechNode[] }
  | { kind: 'fraction'; numerator: SpeechNode[]; denominator: SpeechNode[] }
  | { kind: 'root'; index: SpeechNode[] | undefined; radicand: SpeechNode[] }
  /** Sub- and superscripts; a script without a base is a prescript (²log 8, ²³₁₁Na). */
  | {
      kind: 'scripts';
      base: SpeechNode | undefined;
      sub: SpeechNode[] | undefined;
      sup: SpeechNode[] | undefined;
    }
  /** A named function or big operator: sin, log, lim, ∫, Σ. */
  | { kind: 'function'; name: string }
  | { kind: 'accent'; accent: string; body: SpeechNode[] }
  | { kind: 'matrix'; environment: string; rows: SpeechNode[][][] };
