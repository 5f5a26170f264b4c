import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSpokenIndonesian } from './to-spoken-indonesian.ts';

/** Every case: what the narrator must say for a text (all taken from or modelled on demo questions). */
function expectSpoken(cases: Readonly<Record<string, string>>): void {
  for (const [text, spoken] of Object.entries(cases)) expect(toSpokenIndonesian(text), text).toBe(spoken);
}

describe('toSpokenIndonesian', () => {
  it('reads powers: kuadrat, pangkat tiga, negative and compound exponents', () => {
    expectSpoken({
      'Tentukan akar-akar persamaan kuadrat $x^2 - 5x + 6 = 0$.':
        'Tentukan akar-akar persamaan kuadrat x kuadrat kurang lima x tambah enam sama dengan nol.',
      '$x^3$ dan x³': 'x pangkat tiga dan x pangkat tiga',
      '$a^n$': 'a pangkat n',
      '$10^{-3}$': 'sepuluh pangkat negatif tiga',
      '$e^{2x}$': 'e pangkat dua x',
      // A compound exponent closes with a pause: 2^(x+1) = 32, not 2^x + 1 = 32.
      'Tentukan nilai $x$ yang memenuhi $2^{x+1} = 32$.':
        'Tentukan nilai x yang memenuhi dua pangkat x tambah satu, sama dengan tiga puluh dua.',
      'Sederhanakan $\\frac{2^5 \\times 2^3}{2^4}$.':
        'Sederhanakan dua pangkat lima kali dua pangkat tiga, per dua pangkat empat.',
      'Hitung nilai dari $(3^2)^3 : 3^4$.':
        'Hitung nilai dari kurung buka tiga kuadrat kurung tutup pangkat tiga bagi tiga pangkat empat.',
      '$A^{-1}$, $A^T$ dan $f^{-1}(x)$': 'A invers, A transpos dan f invers dari x',
      '9^x = 3^(2x)': 'sembilan pangkat x sama dengan tiga pangkat dua x',
    });
  });

  it('reads roots: akar dua, akar dari a compound radicand, akar pangkat tiga dari', () => {
    expectSpoken({
      '√2': 'akar dua',
      'Sederhanakan $\\sqrt{72}$.': 'Sederhanakan akar tujuh puluh dua.',
      '$\\sqrt{x+1}$': 'akar dari x tambah satu',
      '$\\sqrt[3]{8}$': 'akar pangkat tiga dari delapan',
      'Rasionalkan penyebut $\\frac{6}{\\sqrt{3}}$.': 'Rasionalkan penyebut enam per akar tiga.',
      'v = √(2 × g × h)': 'v sama dengan akar dari dua kali g kali h',
    });
  });

  it('reads fractions, compound parts with a pause, mixed numbers and 3/4 in text', () => {
    expectSpoken({
      'Hitung $\\frac{2}{7} + \\frac{3}{7}$.': 'Hitung dua per tujuh tambah tiga per tujuh.',
      '$\\frac{a+b}{2}$': 'a tambah b, per dua',
      '$\\frac{1}{x+1} = 2$': 'satu per, x tambah satu, sama dengan dua',
      '$\\frac{17}{12} = 1\\frac{5}{12}$': 'tujuh belas per dua belas sama dengan satu lima per dua belas',
      'Jadi kita dapat 4/6.': 'Jadi kita dapat empat per enam.',
      '½√2': 'satu per dua akar dua',
      '$\\dfrac{3}{4}$ dan $\\frac12$': 'tiga per empat dan satu per dua',
    });
  });

  it('tells a negative number from a subtraction', () => {
    expectSpoken({
      '−5 dan -5': 'negatif lima dan negatif lima',
      'Hitung $-15 + 8 - (-6)$.': 'Hitung negatif lima belas tambah delapan kurang negatif enam.',
      'Tentukan hasil dari $(-12) \\times 5 : (-4)$.':
        'Tentukan hasil dari negatif dua belas kali lima bagi negatif empat.',
      '$(-2)^2$ dan (−2)²':
        'kurung buka negatif dua kurung tutup kuadrat dan kurung buka negatif dua kurung tutup kuadrat',
      '3 − 5 dan 5-3 dan x - 2 dan ad - bc':
        'tiga kurang lima dan lima kurang tiga dan x kurang dua dan ad kurang bc',
      'Suhu pagi hari $-3^\\circ\\mathrm{C}$.': 'Suhu pagi hari negatif tiga derajat Celsius.',
      '$x = \\pm 2$ dan $E^\\circ = +0{,}34$ V':
        'x sama dengan plus minus dua dan E standar sama dengan positif nol koma tiga empat volt',
    });
  });

  it('reads operators and relations', () => {
    expectSpoken({
      '$2 + 3$, $2 - 3$, $2 \\times 3$, $2 \\cdot 3$, 2 × 3, 2 x 3':
        'dua tambah tiga, dua kurang tiga, dua kali tiga, dua kali tiga, dua kali tiga, dua kali tiga',
      '$12 : 4$, $12 \\div 4$, 12 : 4': 'dua belas bagi empat, dua belas bagi empat, dua belas bagi empat',
      '$a = b$, $a \\ne b$, $a < b$, $a > b$':
        'a sama dengan b, a tidak sama dengan b, a kurang dari b, a lebih dari b',
      'Tentukan penyelesaian dari $5 - 2x \\le 11$.':
        'Tentukan penyelesaian dari lima kurang dua x kurang dari sama dengan sebelas.',
      '$x \\geq 2$ dan x ≥ 2 dan $\\pi \\approx 3{,}14$':
        'x lebih dari sama dengan dua dan x lebih dari sama dengan dua dan pi kira-kira tiga koma satu empat',
      // A colon after a word is punctuation, not a division.
      'Kalikan dengan 2: pembilang 2 × 2 = 4': 'Kalikan dengan dua: pembilang dua kali dua sama dengan empat',
    });
  });

  it('reads decimal commas, thousands dots, percentages and repeating decimals', () => {
    expectSpoken({
      '0,5 dan $0{,}25$ dan $\\pi = 3{,}14$':
        'nol koma lima dan nol koma dua lima dan pi sama dengan tiga koma satu empat',
      '1.000.000 dan $\\rho = 1.000$ dan 9.000 J':
        'satu juta dan rho sama dengan seribu dan sembilan ribu joule',
      '2026 dan 1.500.000.000 dan 007':
        'dua ribu dua puluh enam dan satu miliar lima ratus juta dan nol nol tujuh',
      // No one says the scale words past the trillions: a long number is read digit by digit.
      '12345678901234567':
        'satu dua tiga empat lima enam tujuh delapan sembilan nol satu dua tiga empat lima enam tujuh',
      'Ali mengalami rugi 10%. Diskon $20\\%$.':
        'Ali mengalami rugi sepuluh persen. Diskon dua puluh persen.',
      'Nyatakan $0{,}\\overline{3}$ dan $0{,}\\overline{27}$.':
        'Nyatakan nol koma tiga berulang dan nol koma dua tujuh berulang.',
      '$0,\\overline{3}$ dan $0{,}1\\overline{6}$': 'nol koma tiga berulang dan nol koma satu, enam berulang',
      // A bare comma in maths separates items: "3, 7, 11" is a list.
      'barisan $3, 7, 11, 15, \\dots$': 'barisan tiga, tujuh, sebelas, lima belas, dan seterusnya',
      'deret $2 + 6 + 18 + \\dots$': 'deret dua tambah enam tambah delapan belas, dan seterusnya',
    });
  });

  it('reads degrees and temperatures', () => {
    expectSpoken({
      '30° dan $30^\\circ$ dan $30^{\\circ}$':
        'tiga puluh derajat dan tiga puluh derajat dan tiga puluh derajat',
      'Suhu badan Adi $37^\\circ\\mathrm{C}$.': 'Suhu badan Adi tiga puluh tujuh derajat Celsius.',
      'Jadi 37 °C sama dengan 98,6 °F atau 310 K.':
        'Jadi tiga puluh tujuh derajat Celsius sama dengan sembilan puluh delapan koma enam derajat Fahrenheit atau tiga ratus sepuluh kelvin.',
      'Termometer $40^\\circ\\mathrm{R}$': 'Termometer empat puluh derajat Reamur',
      'Jika $K_f$ air $= 1{,}86\\ ^\\circ\\mathrm{C/m}$':
        'Jika K f air sama dengan satu koma delapan enam derajat Celsius per molal',
    });
  });

  it('reads trigonometry, logarithms, limits, π and Greek letters', () => {
    expectSpoken({
      'Hitung nilai $\\sin 30^\\circ + \\cos 60^\\circ - \\tan 45^\\circ$.':
        'Hitung nilai sinus tiga puluh derajat tambah kosinus enam puluh derajat kurang tangen empat puluh lima derajat.',
      'Tentukan nilai $\\sin A$, $\\cos A$, dan $\\tan A$.':
        'Tentukan nilai sinus A, kosinus A, dan tangen A.',
      '$\\sin^2 x + \\cos^2 x = 1$': 'sinus kuadrat x tambah kosinus kuadrat x sama dengan satu',
      '$\\log_2 8$': 'log basis dua dari delapan',
      'Hitung nilai $^{2}\\log 8 + {}^{2}\\log 4$.':
        'Hitung nilai log basis dua dari delapan tambah log basis dua dari empat.',
      'Jika $\\log 2 = 0{,}301$': 'Jika log dua sama dengan nol koma tiga nol satu',
      '$\\lim_{x \\to 2} (x + 3)$': 'limit x mendekati dua, dari x tambah tiga',
      '$\\pi = \\frac{22}{7}$': 'pi sama dengan dua puluh dua per tujuh',
      '$\\alpha + \\beta$, $\\Delta H$, θ, λ, μ, Ω': 'alfa tambah beta, delta H, teta, lambda, mu, omega',
      'Diketahui $\\Delta H_f^\\circ$ dan E° sel': 'Diketahui delta H f standar dan E standar sel',
    });
  });

  it('reads units after numbers, in quotients and powers', () => {
    expectSpoken({
      '5 mm, 14 cm, 20 m, 24 km, 2 kg, 500 g, 20 N, 9.000 J, 300 W, 12 V, 0,5 A':
        'lima milimeter, empat belas sentimeter, dua puluh meter, dua puluh empat kilometer, dua kilogram, lima ratus gram, dua puluh newton, sembilan ribu joule, tiga ratus watt, dua belas volt, nol koma lima ampere',
      'Hambatan $30\\ \\Omega$ selama 5 s': 'Hambatan tiga puluh ohm selama lima sekon',
      'kecepatan 15 m/s dan $g = 10\\ \\mathrm{m/s^2}$':
        'kecepatan lima belas meter per sekon dan g sama dengan sepuluh meter per sekon kuadrat',
      'Berapa kecepatan rata-rata angkot tersebut dalam km/jam?':
        'Berapa kecepatan rata-rata angkot tersebut dalam kilometer per jam?',
      'seluas 10 cm², volume 20 cm³, massa jenis 1.000 kg/m³':
        'seluas sepuluh sentimeter persegi, volume dua puluh sentimeter kubik, massa jenis seribu kilogram per meter kubik',
      'Luas alas kotak $2\\ \\mathrm{m^2}$, 2 L dan 250 mL':
        'Luas alas kotak dua meter persegi, dua liter dan dua ratus lima puluh mililiter',
      'Kalor jenis air $c = 4.200$ J/kg°C.':
        'Kalor jenis air c sama dengan empat ribu dua ratus joule per kilogram derajat Celsius.',
      '$k = 9 \\times 10^9\\ \\mathrm{N\\,m^2/C^2}$':
        'k sama dengan sembilan kali sepuluh pangkat sembilan newton meter kuadrat per coulomb kuadrat',
      'muatan $q_1 = 2\\ \\mu\\mathrm{C}$': 'muatan q satu sama dengan dua mikrocoulomb',
      'Tentukan pH larutan $\\mathrm{HCl}$ 0,01 M.': 'Tentukan pH larutan H Cl nol koma nol satu molar.',
      'Jika tarif listrik Rp1.500 per kWh': 'Jika tarif listrik seribu lima ratus rupiah per kilowatt jam',
      'Harga Rp 15.000 dan Rp5.000,-': 'Harga lima belas ribu rupiah dan lima ribu rupiah',
    });
  });

  it('keeps letters that could be units as letters when no number comes before them', () => {
    expectSpoken({
      'arus yang keluar 2 A dan $I$. Tentukan besar $I$.':
        'arus yang keluar dua ampere dan I. Tentukan besar I.',
      'Sebuah TV 100 W': 'Sebuah T V seratus watt',
      'Dengan matriks $2A - B$': 'Dengan matriks dua A kurang B',
      'sin 2A = 1': 'sinus dua A sama dengan satu',
      // In a text about formulas with carbon, "3 C" counts carbon atoms (volts stay volts).
      'ada 3 C di kiri, jadi koefisien CO₂ = 3':
        'ada tiga C di kiri, jadi koefisien C O dua sama dengan tiga',
      'Muatan 2 C melewati larutan CuSO₄ pada 6 V':
        'Muatan dua coulomb melewati larutan Cu S O empat pada enam volt',
    });
  });

  it('reads chemical formulas, ions, states and reactions', () => {
    expectSpoken({
      'H₂O, $\\mathrm{H_2O}$, NH₃, H₂SO₄': 'H dua O, H dua O, N H tiga, H dua S O empat',
      'Ca(OH)₂ dan $\\mathrm{Ca(OH)_2}$': 'Ca O H dua kali dan Ca O H dua kali',
      'Na⁺, SO₄²⁻, $\\mathrm{Cl^-}$, $\\mathrm{Cr_2O_7^{2-}}$':
        'Na plus, S O empat dua minus, Cl minus, Cr dua O tujuh dua minus',
      'Setarakan persamaan reaksi $\\mathrm{C_3H_8 + O_2 \\rightarrow CO_2 + H_2O}$.':
        'Setarakan persamaan reaksi C tiga H delapan tambah O dua menghasilkan C O dua tambah H dua O.',
      'Setarakan $\\mathrm{Al + O_2 \\rightarrow Al_2O_3}$.':
        'Setarakan Al tambah O dua menghasilkan Al dua O tiga.',
      'untuk $\\mathrm{CO_2}$, $\\mathrm{H_2O}(l)$, dan NaCl(aq)':
        'untuk C O dua, H dua O cair, dan Na Cl larutan',
      'Atom $^{23}_{11}\\mathrm{Na}$ memiliki':
        'Atom Na, nomor massa dua puluh tiga, nomor atom sebelas, memiliki',
      'pH = -log [H⁺]': 'pH sama dengan negatif log konsentrasi H plus',
      'Diketahui $E^\\circ\\ \\mathrm{Zn^{2+}/Zn} = -0{,}76$ V':
        'Diketahui E standar Zn dua plus, Zn sama dengan negatif nol koma tujuh enam volt',
      'Notasi selnya: Zn | Zn²⁺ || Cu²⁺ | Cu.':
        'Notasi selnya: Zn, Zn dua plus, jembatan garam, Cu dua plus, Cu.',
      'CuSO₄·5H₂O': 'Cu S O empat titik lima H dua O',
    });
  });

  it('spells element symbols letter by letter for the synthesiser when asked', () => {
    const spelled = (text: string) => toSpokenIndonesian(text, { spellSymbols: true });
    expect(spelled('Hitung massa 0,5 mol CaCO₃ ($A_r$ Ca = 40).')).toBe(
      'Hitung massa nol koma lima mol C a C O tiga (A r C a sama dengan empat puluh).',
    );
    expect(spelled('$\\mathrm{NaCl}$ dan Cu²⁺')).toBe('N a C l dan C u dua plus');
    // A word that is not a symbol of the text's formulas stays a word.
    expect(spelled('Di dalam $\\mathrm{H_2O}$ ada Ca')).toBe('Di dalam H dua O ada Ca');
  });

  it('reads matrices, intervals, absolute values, sets and functions', () => {
    expectSpoken({
      'Diketahui $A = \\begin{pmatrix} 2 & 1 \\\\ 3 & 4 \\end{pmatrix}$.':
        'Diketahui A sama dengan matriks, baris pertama dua, satu; baris kedua tiga, empat.',
      'Tentukan determinan matriks $\\begin{pmatrix} 5 & 3 \\\\ 2 & 4 \\end{pmatrix}$.':
        'Tentukan determinan matriks, baris pertama lima, tiga; baris kedua dua, empat.',
      '$\\begin{vmatrix} 1 & 0 \\\\ 0 & 1 \\end{vmatrix}$':
        'determinan matriks, baris pertama satu, nol; baris kedua nol, satu',
      '$x \\in [2, 5]$ dan $x \\in [2, 5)$':
        'x anggota selang tertutup dari dua sampai lima, dan x anggota selang dari dua sampai lima, dua termasuk, lima tidak termasuk',
      'Jika $(9, 12, n)$ adalah tripel': 'Jika kurung buka sembilan, dua belas, n kurung tutup adalah tripel',
      '$|x|$, $|x - 2| = 5$ dan $|A|$':
        'nilai mutlak x, nilai mutlak dari x kurang dua, sama dengan lima dan determinan A',
      '$\\{1, 2, 3\\}$ dan $\\{x \\mid x > 2\\}$':
        'himpunan satu, dua, tiga, dan himpunan x dengan x lebih dari dua',
      'fungsi $f(x) = x^2 - 6x + 5$': 'fungsi f dari x sama dengan x kuadrat kurang enam x tambah lima',
      "$f'(x) = 2x$ dan $g(x + 1)$": 'f aksen dari x sama dengan dua x dan g dari x tambah satu',
      'Selesaikan persamaan $2(x - 3) = x + 4$.':
        'Selesaikan persamaan dua kurung buka x kurang tiga kurung tutup sama dengan x tambah empat.',
      '$\\int_0^1 x^2\\,dx$ dan $\\int x\\,dx$':
        'integral dari nol sampai satu, x kuadrat d x dan integral x d x',
      '$\\sum_{i=1}^{n} i$': 'sigma dari i sama dengan satu sampai n, i',
    });
  });

  it('reads variables as letters, a cube ABCD.EFGH, segments, vectors and acronyms', () => {
    expectSpoken({
      'Pada segitiga $ABC$ siku-siku di $B$, panjang $AB = 8$ cm':
        'Pada segitiga A B C siku-siku di B, panjang A B sama dengan delapan sentimeter',
      'Diketahui kubus $ABCD.EFGH$': 'Diketahui kubus A B C D E F G H',
      '$\\overline{AB}$, $\\vec{v}$, $\\bar{x}$': 'ruas garis A B, vektor v, x bar',
      'Tentukan KPK dan FPB-nya dengan rumus ABC': 'Tentukan K P K dan F P B nya dengan rumus A B C',
      'Hukum II Newton, kelas XI, golongan VIA': 'Hukum dua Newton, kelas sebelas, golongan enam A',
    });
  });

  it('reads ordinals, times and ranges in plain text', () => {
    expectSpoken({
      'Tentukan suku ke-20 dan suku ke-1.': 'Tentukan suku kedua puluh dan suku pertama.',
      'pukul 07.30 sampai pukul 13.00': 'pukul tujuh tiga puluh sampai pukul tiga belas',
      '2–3 kali seminggu': 'dua sampai tiga kali seminggu',
      '5! = 120. Hore!': 'lima faktorial sama dengan seratus dua puluh. Hore!',
    });
  });

  it('degrades unknown markup to something sayable', () => {
    expectSpoken({
      '$\\boxed{x = 5}$': 'x sama dengan lima',
      '$\\unknowncommand{7}$ dan $\\mathbb{R}$': 'tujuh dan R',
      '$\\frac{1}{2$': 'satu per dua',
      'Naik 5\\% saja': 'Naik lima persen saja',
      '$\\left( \\frac{1}{2} \\right)^2$': 'kurung buka satu per dua kurung tutup kuadrat',
      '$\\text{jika } x > 0$': 'jika x lebih dari nol',
      'Harga $5 dan emoji 🙂': 'Harga lima dan emoji',
    });
  });

  it('never leaves markup, digits or symbols a synthesiser cannot say, and never throws', () => {
    const fragments = [
      '$',
      '\\frac{',
      '}{',
      '}',
      '{',
      '\\sqrt',
      '[3]',
      '^',
      '_',
      '\\mathrm{',
      '\\left(',
      '\\right)',
      '\\begin{pmatrix}',
      '\\end{pmatrix}',
      '&',
      '\\\\',
      '\\overline{',
      '\\circ',
      '\\%',
      '{,}',
      '0',
      '12',
      '1.000',
      '3,5',
      'x',
      'AB',
      'H₂O',
      'Na⁺',
      '²',
      '√',
      '−',
      '-',
      '+',
      '×',
      '=',
      '≤',
      '/',
      ':',
      '(',
      ')',
      '[',
      ']',
      '|',
      ' ',
      'kg',
      'm/s²',
      '°C',
      'Rp',
      '%',
      'ke-',
      '\\sin',
      '\\log',
      '\\Omega',
      '\\mu',
      '\\',
      'π',
      '…',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...fragments), { maxLength: 25 }), (parts) => {
        const spoken = toSpokenIndonesian(parts.join(''));
        expect(spoken).toMatch(/^[A-Za-z ,.;:?!()'-]*$/);
      }),
      { numRuns: 500 },
    );
  });
});
