/**
 * One curriculum topic of the demo timetable (decisions 072, 094): its name, two key points and,
 * for some, a short worked example. The topic's lesson (demo-lessons.json: worked examples and
 * class questions) is written from it; the materials (site/public/media/kelas/materi, slide) are
 * made from the lesson when there is one, else from this text (scripts/make-class-media.ts), and
 * the recording (rekaman/<slug>.mp4) is the lesson narrated by the video pipeline — so a class,
 * its PDF and its video talk about one thing.
 */
export type DemoTopic = {
  name: string;
  points: readonly [string, string];
  example?: { question: string; steps: readonly string[]; answer: string };
};

/*
 * Every topic a term plan teaches (demo-term-plans.ts), grouped by where they first appear.
 * Keys are slugs: file names of the materials and recordings.
 */
export const DEMO_TOPICS = {
  // SD 4 Matematika
  'bilangan-cacah-besar': {
    name: 'Bilangan cacah sampai 10.000',
    points: [
      'Nilai tempat: ribuan, ratusan, puluhan, dan satuan.',
      'Bandingkan dua bilangan mulai dari angka dengan nilai tempat terbesar.',
    ],
  },
  'pecahan-senilai': {
    name: 'Pecahan senilai',
    points: [
      'Pecahan senilai menunjukkan bagian yang sama besar.',
      'Kalikan atau bagi pembilang dan penyebut dengan bilangan yang sama.',
    ],
  },
  'kpk-dan-fpb': {
    name: 'KPK dan FPB',
    points: [
      'KPK: kelipatan persekutuan terkecil dari dua bilangan.',
      'FPB: faktor persekutuan terbesar dari dua bilangan.',
    ],
  },
  'keliling-dan-luas-persegi-panjang': {
    name: 'Keliling dan luas persegi panjang',
    points: ['Keliling = 2 × (panjang + lebar).', 'Luas = panjang × lebar, satuannya persegi (cm²).'],
  },
  'pembulatan-dan-penaksiran': {
    name: 'Pembulatan dan penaksiran',
    points: [
      'Angka 5 ke atas dibulatkan ke atas, di bawah 5 ke bawah.',
      'Penaksiran: bulatkan dulu, lalu hitung untuk perkiraan cepat.',
    ],
  },
  'pecahan-desimal': {
    name: 'Pecahan desimal dan persen',
    points: [
      'Persepuluhan dan perseratusan: 0,3 = 3/10 dan 0,25 = 25/100.',
      'Persen berarti per seratus: 25% = 25/100 = 1/4.',
    ],
  },
  'sudut-dan-bangun-datar': {
    name: 'Sudut dan bangun datar',
    points: [
      'Sudut lancip kurang dari 90°, siku-siku tepat 90°, tumpul lebih dari 90°.',
      'Segitiga, persegi, jajargenjang, dan trapesium dikenali dari sisi dan sudutnya.',
    ],
  },
  'diagram-batang': {
    name: 'Data dan diagram batang',
    points: [
      'Kumpulkan data dengan turus, lalu hitung banyaknya.',
      'Tinggi batang menunjukkan banyak data pada setiap kategori.',
    ],
  },
  // SD 5 Matematika (recorded)
  'penjumlahan-pecahan': {
    name: 'Penjumlahan dan pengurangan pecahan',
    points: ['Samakan penyebut dengan KPK kedua penyebut.', 'Jumlahkan atau kurangkan pembilangnya saja.'],
    example: {
      question: 'Hitung 1/2 + 1/3.',
      steps: ['KPK dari 2 dan 3 adalah 6.', '1/2 = 3/6 dan 1/3 = 2/6.'],
      answer: '3/6 + 2/6 = 5/6',
    },
  },
  'perkalian-pecahan': {
    name: 'Perkalian dan pembagian pecahan',
    points: [
      'Kali: pembilang × pembilang, penyebut × penyebut.',
      'Bagi: kalikan dengan kebalikan pecahan pembagi.',
    ],
    example: {
      question: 'Hitung 2/3 : 4/5.',
      steps: ['Kebalikan dari 4/5 adalah 5/4.', '2/3 × 5/4 = 10/12.'],
      answer: '10/12 = 5/6',
    },
  },
  'operasi-bilangan-desimal': {
    name: 'Operasi hitung bilangan desimal',
    points: [
      'Menjumlah dan mengurang: luruskan tanda komanya.',
      'Mengali: kalikan seperti bilangan bulat, lalu hitung angka di belakang koma.',
    ],
  },
  'perbandingan-dan-skala': {
    name: 'Perbandingan dan skala',
    points: [
      'Skala 1 : 100.000 berarti 1 cm di peta sama dengan 1 km sebenarnya.',
      'Jarak sebenarnya = jarak pada peta × penyebut skala.',
    ],
  },
  'kecepatan-dan-debit': {
    name: 'Kecepatan dan debit',
    points: [
      'Kecepatan = jarak : waktu (misalnya km/jam).',
      'Debit = volume : waktu (misalnya liter/menit).',
    ],
    example: {
      question: 'Motor menempuh 120 km dalam 3 jam. Berapa kecepatannya?',
      steps: ['Kecepatan = jarak : waktu.', '120 km : 3 jam.'],
      answer: '40 km/jam',
    },
  },
  'volume-kubus-dan-balok': {
    name: 'Volume kubus dan balok',
    points: ['Volume kubus = s × s × s.', 'Volume balok = panjang × lebar × tinggi, satuannya kubik (cm³).'],
    example: {
      question: 'Balok 8 cm × 5 cm × 3 cm. Berapa volumenya?',
      steps: ['V = p × l × t.', 'V = 8 × 5 × 3.'],
      answer: '120 cm³',
    },
  },
  'jaring-jaring-bangun-ruang': {
    name: 'Jaring-jaring kubus dan balok',
    points: [
      'Jaring-jaring adalah bangun ruang yang dibuka menjadi bangun datar.',
      'Kubus punya 11 jaring-jaring yang berbeda.',
    ],
  },
  'penyajian-data': {
    name: 'Pengumpulan dan penyajian data',
    points: [
      'Data disajikan dalam tabel, diagram batang, atau diagram garis.',
      'Diagram garis cocok untuk data yang berubah dari waktu ke waktu.',
    ],
  },
  // SD 6 Matematika
  'bilangan-bulat-negatif': {
    name: 'Operasi bilangan bulat negatif',
    points: [
      'Pada garis bilangan, bilangan negatif ada di kiri nol.',
      'Mengurangi bilangan negatif sama dengan menambah lawannya.',
    ],
  },
  'operasi-hitung-campuran': {
    name: 'Operasi hitung campuran',
    points: [
      'Kerjakan yang di dalam kurung lebih dulu.',
      'Kali dan bagi sebelum tambah dan kurang, dari kiri ke kanan.',
    ],
  },
  'luas-lingkaran': {
    name: 'Luas dan keliling lingkaran',
    points: ['Luas lingkaran = π × r × r.', 'Keliling lingkaran = 2 × π × r (atau π × d).'],
  },
  'volume-tabung': {
    name: 'Volume tabung dan prisma',
    points: ['Volume bangun ruang tegak = luas alas × tinggi.', 'Volume tabung = π × r × r × t.'],
  },
  'volume-limas-kerucut-bola': {
    name: 'Volume limas, kerucut, dan bola',
    points: ['Volume limas dan kerucut = ⅓ × luas alas × tinggi.', 'Volume bola = 4/3 × π × r × r × r.'],
  },
  'luas-permukaan-bangun-ruang': {
    name: 'Luas permukaan bangun ruang',
    points: [
      'Luas permukaan = jumlah luas semua sisi (luas jaring-jaringnya).',
      'Luas permukaan tabung = 2 × π × r × (r + t).',
    ],
  },
  'statistika-sederhana': {
    name: 'Modus, median, dan rata-rata',
    points: ['Modus: data yang paling sering muncul.', 'Median: nilai tengah data yang sudah diurutkan.'],
  },
  'kemungkinan-kejadian': {
    name: 'Kemungkinan suatu kejadian',
    points: [
      'Kejadian bisa pasti terjadi, mungkin terjadi, atau mustahil.',
      'Makin banyak hasil yang cocok, makin besar kemungkinannya.',
    ],
  },
  // SMP 7 Matematika
  'bilangan-bulat-dan-pecahan': {
    name: 'Bilangan bulat dan pecahan',
    points: [
      'Urutkan bilangan bulat dan pecahan pada garis bilangan.',
      'Pecahan, desimal, dan persen bisa saling diubah.',
    ],
  },
  himpunan: {
    name: 'Himpunan',
    points: [
      'Himpunan adalah kumpulan benda yang jelas anggotanya.',
      'Irisan: anggota bersama; gabungan: semua anggota.',
    ],
  },
  'bentuk-aljabar': {
    name: 'Bentuk aljabar',
    points: [
      'Suku sejenis punya variabel dan pangkat yang sama, misalnya 3x dan 5x.',
      'Jumlahkan koefisien suku sejenis: 3x + 5x = 8x.',
    ],
  },
  'persamaan-linear-satu-variabel': {
    name: 'Persamaan linear satu variabel',
    points: ['Lakukan operasi yang sama pada kedua ruas.', 'Tujuannya: variabel sendirian di satu ruas.'],
  },
  perbandingan: {
    name: 'Perbandingan senilai dan berbalik nilai',
    points: [
      'Senilai: satu besaran naik, yang lain ikut naik.',
      'Berbalik nilai: satu naik, yang lain turun.',
    ],
  },
  'aritmetika-sosial': {
    name: 'Aritmetika sosial',
    points: [
      'Untung = harga jual - harga beli; rugi jika harga jual lebih kecil.',
      'Diskon 20% dari Rp50.000 adalah Rp10.000.',
    ],
  },
  'garis-dan-sudut': {
    name: 'Garis dan sudut',
    points: [
      'Sudut berpelurus berjumlah 180°, sudut berpenyiku 90°.',
      'Dua garis sejajar dipotong garis lain: sudut sehadap sama besar.',
    ],
  },
  'segiempat-dan-segitiga': {
    name: 'Keliling dan luas segiempat dan segitiga',
    points: [
      'Luas segitiga = ½ × alas × tinggi.',
      'Luas jajargenjang = alas × tinggi; luas trapesium = ½ × (a + b) × t.',
    ],
  },
  // SMP 8 Matematika (recorded)
  'pola-bilangan': {
    name: 'Pola bilangan',
    points: ['Cari selisih tetap antar suku untuk pola aritmetika.', 'Suku ke-n pola 2, 4, 6, … adalah 2n.'],
    example: {
      question: 'Pola 3, 7, 11, 15, … Berapa suku ke-10?',
      steps: ['Selisihnya 4, suku pertama 3.', 'Un = 3 + (n - 1) × 4.'],
      answer: 'U10 = 3 + 36 = 39',
    },
  },
  'koordinat-kartesius': {
    name: 'Koordinat Kartesius',
    points: [
      'Titik (x, y): x ke kanan atau kiri, y ke atas atau bawah dari titik asal (0, 0).',
      'Kuadran I berisi titik dengan x dan y positif.',
    ],
  },
  'relasi-dan-fungsi': {
    name: 'Relasi dan fungsi',
    points: [
      'Fungsi memasangkan setiap anggota domain dengan tepat satu anggota kodomain.',
      'Untuk f(x) = 2x + 3, nilai f(4) = 11.',
    ],
  },
  'persamaan-garis-lurus': {
    name: 'Persamaan garis lurus',
    points: ['Bentuk umum y = mx + c, m adalah gradien.', 'Gradien = perubahan y : perubahan x.'],
    example: {
      question: 'Gradien garis melalui (1, 2) dan (3, 8)?',
      steps: ['m = (8 - 2) : (3 - 1).', 'm = 6 : 2.'],
      answer: 'm = 3',
    },
  },
  spldv: {
    name: 'Sistem persamaan linear dua variabel',
    points: [
      'Dua persamaan, dua variabel yang dicari bersama.',
      'Cara: eliminasi, substitusi, atau gabungan keduanya.',
    ],
    example: {
      question: 'x + y = 10 dan x - y = 4. Berapa x dan y?',
      steps: ['Jumlahkan: 2x = 14, jadi x = 7.', 'Substitusi: 7 + y = 10.'],
      answer: 'x = 7, y = 3',
    },
  },
  'teorema-pythagoras': {
    name: 'Teorema Pythagoras',
    points: ['Pada segitiga siku-siku: c² = a² + b².', 'c adalah sisi miring, di depan sudut siku-siku.'],
    example: {
      question: 'Sisi siku-siku 6 cm dan 8 cm. Sisi miringnya?',
      steps: ['c² = 6² + 8² = 36 + 64.', 'c² = 100.'],
      answer: 'c = 10 cm',
    },
  },
  'busur-dan-juring-lingkaran': {
    name: 'Lingkaran: sudut pusat, busur, dan juring',
    points: [
      'Panjang busur = (sudut pusat : 360°) × keliling lingkaran.',
      'Luas juring = (sudut pusat : 360°) × luas lingkaran.',
    ],
  },
  'bangun-ruang-sisi-datar': {
    name: 'Bangun ruang sisi datar',
    points: [
      'Kubus, balok, prisma, dan limas: semua sisinya bangun datar.',
      'Volume prisma = luas alas × tinggi; volume limas = ⅓ × luas alas × tinggi.',
    ],
  },
  // SMP 9 Matematika (recorded)
  'perpangkatan-dan-bentuk-akar': {
    name: 'Perpangkatan dan bentuk akar',
    points: ['aᵐ × aⁿ = aᵐ⁺ⁿ dan aᵐ : aⁿ = aᵐ⁻ⁿ.', 'Sederhanakan akar: √12 = √4 × √3 = 2√3.'],
    example: {
      question: 'Sederhanakan 2³ × 2⁴.',
      steps: ['Bilangan pokok sama, pangkat dijumlah.', '2³ × 2⁴ = 2⁷.'],
      answer: '2⁷ = 128',
    },
  },
  'persamaan-kuadrat': {
    name: 'Persamaan kuadrat',
    points: ['Bentuk umum ax² + bx + c = 0.', 'Akar dicari dengan memfaktorkan atau rumus abc.'],
    example: {
      question: 'Selesaikan x² - 5x + 6 = 0.',
      steps: ['Cari dua bilangan: kali 6, jumlah -5.', '(x - 2)(x - 3) = 0.'],
      answer: 'x = 2 atau x = 3',
    },
  },
  'fungsi-kuadrat': {
    name: 'Fungsi kuadrat',
    points: [
      'Grafik y = ax² + bx + c berbentuk parabola.',
      'Sumbu simetri x = -b : 2a; a > 0 parabola terbuka ke atas.',
    ],
    example: {
      question: 'Sumbu simetri y = x² - 4x + 1?',
      steps: ['a = 1, b = -4.', 'x = -(-4) : (2 × 1).'],
      answer: 'x = 2',
    },
  },
  'transformasi-geometri': {
    name: 'Transformasi geometri',
    points: [
      'Translasi menggeser, refleksi mencerminkan, rotasi memutar, dilatasi memperbesar atau memperkecil.',
      'Refleksi titik (x, y) terhadap sumbu x menghasilkan (x, -y).',
    ],
  },
  kesebangunan: {
    name: 'Kesebangunan dan kekongruenan',
    points: [
      'Sebangun: sudut sama besar, sisi seletak sebanding.',
      'Kongruen: bentuk dan ukuran sama persis.',
    ],
    example: {
      question: 'Tiang 2 m berbayang 3 m. Pohon berbayang 12 m. Tinggi pohon?',
      steps: ['Tinggi : bayangan sebanding.', '2 : 3 = t : 12.'],
      answer: 't = 8 m',
    },
  },
  'bangun-ruang-sisi-lengkung': {
    name: 'Bangun ruang sisi lengkung',
    points: [
      'Tabung, kerucut, dan bola punya sisi lengkung.',
      'Volume kerucut = ⅓ × π × r² × t; luas permukaan bola = 4 × π × r².',
    ],
  },
  'statistika-smp': {
    name: 'Statistika: ukuran pemusatan dan penyebaran data',
    points: [
      'Mean, median, dan modus menggambarkan pusat data.',
      'Jangkauan = data terbesar - data terkecil.',
    ],
  },
  'peluang-smp': {
    name: 'Peluang empirik dan peluang teoretik',
    points: [
      'Peluang empirik = frekuensi muncul : banyak percobaan.',
      'Peluang teoretik = banyak titik sampel kejadian : banyak anggota ruang sampel.',
    ],
  },
  // SMA 10 Matematika (recorded; also SMK 10)
  'eksponen-dan-logaritma': {
    name: 'Eksponen dan logaritma',
    points: ['Logaritma adalah kebalikan eksponen: ᵃlog b = c jika aᶜ = b.', 'log(a × b) = log a + log b.'],
    example: {
      question: 'Hitung ²log 8 + ²log 4.',
      steps: ['²log 8 = 3 karena 2³ = 8.', '²log 4 = 2 karena 2² = 4.'],
      answer: '3 + 2 = 5',
    },
  },
  spltv: {
    name: 'Sistem persamaan linear tiga variabel',
    points: ['Tiga persamaan, tiga variabel: x, y, dan z.', 'Eliminasi satu variabel sampai tersisa SPLDV.'],
    example: {
      question: 'x + y + z = 6, y + z = 5, z = 2. Cari x dan y.',
      steps: ['Dari z = 2: y + 2 = 5, jadi y = 3.', 'x + 3 + 2 = 6.'],
      answer: 'x = 1, y = 3, z = 2',
    },
  },
  vektor: {
    name: 'Vektor dan operasinya',
    points: [
      'Vektor punya besar dan arah, ditulis dengan komponen-komponennya.',
      'Menjumlah vektor: jumlahkan komponen yang seletak.',
    ],
  },
  'fungsi-kuadrat-dan-pemodelan': {
    name: 'Fungsi kuadrat dan pemodelannya',
    points: [
      'Titik puncak parabola memberi nilai maksimum atau minimum.',
      'Soal luas kebun dan lintasan bola bisa dimodelkan dengan fungsi kuadrat.',
    ],
  },
  'statistika-data-tunggal': {
    name: 'Statistika: kuartil dan diagram kotak-garis',
    points: [
      'Kuartil membagi data terurut menjadi empat bagian sama banyak.',
      'Jangkauan antarkuartil = Q3 - Q1.',
    ],
  },
  'peluang-dasar': {
    name: 'Peluang: ruang sampel dan frekuensi relatif',
    points: [
      'Ruang sampel memuat semua hasil yang mungkin.',
      'Frekuensi relatif mendekati peluang jika percobaan diulang banyak kali.',
    ],
  },
  'perbandingan-trigonometri': {
    name: 'Perbandingan trigonometri',
    points: ['sin = depan : miring, cos = samping : miring.', 'tan = depan : samping.'],
    example: {
      question: 'Segitiga siku-siku 3, 4, 5. Nilai sin sudut di depan sisi 3?',
      steps: ['Sisi depan 3, sisi miring 5.', 'sin = depan : miring.'],
      answer: 'sin = 3/5',
    },
  },
  // SMA 11 Matematika (recorded)
  'induksi-matematika': {
    name: 'Induksi matematika',
    points: [
      'Langkah dasar: buktikan pernyataan benar untuk n = 1.',
      'Langkah induksi: jika benar untuk n = k, buktikan benar untuk n = k + 1.',
    ],
  },
  matriks: {
    name: 'Matriks',
    points: ['Matriks berordo m × n: m baris, n kolom.', 'Determinan 2 × 2: ad - bc.'],
    example: {
      question: 'Determinan matriks [[4, 2], [3, 5]]?',
      steps: ['a = 4, b = 2, c = 3, d = 5.', 'det = 4 × 5 - 2 × 3.'],
      answer: 'det = 14',
    },
  },
  'barisan-dan-deret': {
    name: 'Barisan dan deret',
    points: ['Aritmetika: Un = a + (n - 1)b.', 'Geometri: Un = a × rⁿ⁻¹.'],
    example: {
      question: 'Barisan 2, 6, 18, … Berapa suku ke-5?',
      steps: ['a = 2, rasio r = 3.', 'U5 = 2 × 3⁴ = 2 × 81.'],
      answer: 'U5 = 162',
    },
  },
  'program-linear': {
    name: 'Program linear',
    points: [
      'Tulis kendala sebagai pertidaksamaan, gambar daerahnya.',
      'Nilai optimum ada di titik pojok daerah penyelesaian.',
    ],
    example: {
      question: 'Maksimumkan 3x + 2y di titik pojok (0,0), (4,0), (0,5), (2,4).',
      steps: ['Nilai: 0, 12, 10, 14.', 'Pilih yang terbesar.'],
      answer: 'Maksimum 14 di (2, 4)',
    },
  },
  'transformasi-geometri-sma': {
    name: 'Transformasi geometri dengan matriks',
    points: [
      'Setiap transformasi punya matriks; rotasi 90° berlawanan arah jarum jam adalah [[0, -1], [1, 0]].',
      'Komposisi dua transformasi = perkalian matriks-matriksnya.',
    ],
  },
  'trigonometri-jumlah-selisih-sudut': {
    name: 'Rumus jumlah dan selisih sudut trigonometri',
    points: ['sin(A + B) = sin A cos B + cos A sin B.', 'cos(A + B) = cos A cos B - sin A sin B.'],
  },
  'persamaan-lingkaran': {
    name: 'Persamaan lingkaran',
    points: [
      'Pusat (a, b) dan jari-jari r: (x - a)² + (y - b)² = r².',
      'Garis menyinggung lingkaran jika jaraknya ke pusat sama dengan r.',
    ],
  },
  polinomial: {
    name: 'Polinomial (suku banyak)',
    points: [
      'Teorema sisa: sisa pembagian P(x) oleh (x - a) adalah P(a).',
      'Jika P(a) = 0, maka (x - a) adalah faktor dari P(x).',
    ],
  },
  'limit-fungsi-aljabar': {
    name: 'Limit fungsi aljabar',
    points: ['Coba substitusi langsung lebih dulu.', 'Jika hasilnya 0/0, faktorkan lalu sederhanakan.'],
    example: {
      question: 'Hitung limit (x² - 4) : (x - 2) untuk x → 2.',
      steps: ['Substitusi memberi 0/0.', '(x - 2)(x + 2) : (x - 2) = x + 2.'],
      answer: 'Limitnya 4',
    },
  },
  'turunan-fungsi-aljabar': {
    name: 'Turunan fungsi aljabar',
    points: [
      'Turunan xⁿ adalah n × xⁿ⁻¹.',
      'Turunan bernilai 0 di titik stasioner: calon titik maksimum atau minimum.',
    ],
  },
  'integral-tak-tentu': {
    name: 'Integral tak tentu',
    points: [
      'Integral adalah kebalikan turunan: ∫ xⁿ dx = xⁿ⁺¹ : (n + 1) + C.',
      'Jangan lupa konstanta C pada setiap integral tak tentu.',
    ],
  },
  // SMA 12 Matematika (recorded; also SMK 12)
  'dimensi-tiga': {
    name: 'Dimensi tiga: jarak titik ke titik dan ke garis',
    points: [
      'Jarak adalah ruas garis terpendek antara dua objek.',
      'Gunakan Pythagoras pada segitiga di dalam bangun ruang.',
    ],
    example: {
      question: 'Kubus rusuk 6 cm. Panjang diagonal sisinya?',
      steps: ['Diagonal sisi = sisi miring segitiga 6, 6.', 'd² = 6² + 6² = 72.'],
      answer: 'd = 6√2 cm',
    },
  },
  'dimensi-tiga-jarak-bidang': {
    name: 'Dimensi tiga: jarak titik ke bidang',
    points: [
      'Jarak titik ke bidang diukur sepanjang garis yang tegak lurus bidang.',
      'Cari segitiga siku-siku yang memuat garis itu, lalu pakai Pythagoras atau luas segitiga.',
    ],
  },
  'statistika-data-berkelompok': {
    name: 'Statistika data berkelompok',
    points: ['Rata-rata = Σ(f × titik tengah) : Σf.', 'Modus dan median dibaca dari kelas interval.'],
    example: {
      question: 'Kelas 10–14 (f = 2) dan 15–19 (f = 3). Rata-ratanya?',
      steps: ['Titik tengah 12 dan 17.', '(2 × 12 + 3 × 17) : 5 = 75 : 5.'],
      answer: 'Rata-rata 15',
    },
  },
  'ukuran-letak-data-berkelompok': {
    name: 'Kuartil dan persentil data berkelompok',
    points: [
      'Tentukan dulu kelas interval tempat kuartil berada.',
      'Qi = tepi bawah + ((i/4 × n - fk) : f) × panjang kelas.',
    ],
  },
  'ukuran-penyebaran-data': {
    name: 'Ragam dan simpangan baku',
    points: [
      'Ragam = rata-rata kuadrat selisih setiap data dengan rata-ratanya.',
      'Simpangan baku = akar ragam; makin kecil, makin seragam datanya.',
    ],
  },
  'kaidah-pencacahan': {
    name: 'Aturan perkalian dan faktorial',
    points: [
      'Aturan perkalian: banyak pilihan tiap tahap dikalikan.',
      'n! = n × (n - 1) × … × 1, dan 0! = 1.',
    ],
  },
  'permutasi-dan-kombinasi': {
    name: 'Permutasi dan kombinasi',
    points: [
      'Permutasi: urutan diperhatikan, P(n, r) = n! : (n - r)!.',
      'Kombinasi: urutan tidak diperhatikan, C(n, r) = n! : (r! × (n - r)!).',
    ],
    example: {
      question: 'Memilih 2 dari 5 siswa untuk lomba. Berapa cara?',
      steps: ['Urutan tidak penting: kombinasi.', 'C(5, 2) = (5 × 4) : (2 × 1).'],
      answer: '10 cara',
    },
  },
  'peluang-kejadian': {
    name: 'Peluang kejadian',
    points: ['P(A) = banyak kejadian A : banyak ruang sampel.', 'Peluang selalu di antara 0 dan 1.'],
    example: {
      question: 'Dua koin dilempar. Peluang muncul dua gambar?',
      steps: ['Ruang sampel: GG, GA, AG, AA.', 'Kejadian dua gambar: 1.'],
      answer: 'P = 1/4',
    },
  },
  'peluang-kejadian-majemuk': {
    name: 'Peluang kejadian majemuk',
    points: ['Saling lepas: P(A atau B) = P(A) + P(B).', 'Saling bebas: P(A dan B) = P(A) × P(B).'],
  },
  'limit-fungsi-trigonometri': {
    name: 'Limit fungsi trigonometri',
    points: [
      'Untuk x mendekati 0, sin x : x mendekati 1.',
      'Ubah bentuknya dengan identitas trigonometri sebelum substitusi.',
    ],
  },
  'turunan-fungsi-trigonometri': {
    name: 'Turunan fungsi trigonometri',
    points: [
      'Turunan sin x adalah cos x; turunan cos x adalah -sin x.',
      'Aturan rantai: turunan sin(ax) adalah a cos(ax).',
    ],
  },
  'distribusi-binomial': {
    name: 'Distribusi peluang binomial',
    points: [
      'n percobaan yang saling bebas, masing-masing hanya sukses atau gagal.',
      'P(X = k) = C(n, k) × pᵏ × (1 - p)ⁿ⁻ᵏ.',
    ],
  },
  // SMK 10 and 11 Matematika
  'persamaan-dan-pertidaksamaan-linear': {
    name: 'Persamaan dan pertidaksamaan linear',
    points: [
      'Kedua ruas boleh ditambah, dikurang, dikali bilangan yang sama.',
      'Dikali bilangan negatif: tanda pertidaksamaan dibalik.',
    ],
  },
  'sistem-persamaan-linear': {
    name: 'Sistem persamaan linear',
    points: [
      'Model soal cerita dengan dua atau tiga variabel.',
      'Selesaikan dengan eliminasi dan substitusi.',
    ],
  },
  'logika-matematika': {
    name: 'Logika matematika',
    points: [
      'Pernyataan bernilai benar atau salah, tidak keduanya.',
      'Ingkaran dari "p dan q" adalah "bukan p atau bukan q".',
    ],
  },
  'aturan-sinus-dan-kosinus': {
    name: 'Aturan sinus, aturan kosinus, dan luas segitiga',
    points: [
      'Aturan sinus: a : sin A = b : sin B = c : sin C.',
      'Aturan kosinus: a² = b² + c² - 2bc × cos A.',
    ],
  },
  'pertumbuhan-dan-peluruhan': {
    name: 'Pertumbuhan dan peluruhan',
    points: [
      'Pertumbuhan: Mn = M × (1 + p)ⁿ; peluruhan: Mn = M × (1 - p)ⁿ.',
      'Contohnya jumlah penduduk dan nilai kendaraan yang menyusut tiap tahun.',
    ],
  },
  'bunga-majemuk-dan-anuitas': {
    name: 'Bunga majemuk dan anuitas',
    points: ['Bunga majemuk: Mn = M × (1 + i)ⁿ.', 'Anuitas: angsuran tetap = bunga + pelunasan.'],
  },
  // SMP Fisika
  'besaran-dan-satuan': {
    name: 'Besaran dan satuan',
    points: [
      'Tujuh besaran pokok, misalnya panjang (m), massa (kg), waktu (s).',
      'Besaran turunan disusun dari besaran pokok.',
    ],
  },
  pengukuran: {
    name: 'Pengukuran dan alat ukur',
    points: [
      'Mistar, jangka sorong, dan mikrometer sekrup.',
      'Baca skala tegak lurus agar tidak terjadi kesalahan paralaks.',
    ],
  },
  'suhu-dan-pemuaian': {
    name: 'Suhu dan pemuaian',
    points: [
      'Skala Celsius, Fahrenheit, Reamur, dan Kelvin.',
      'Benda memuai saat dipanaskan, contohnya celah rel kereta.',
    ],
  },
  'kalor-dan-perpindahannya': {
    name: 'Kalor dan perpindahannya',
    points: ['Q = m × c × ΔT.', 'Kalor berpindah secara konduksi, konveksi, dan radiasi.'],
  },
  'gerak-lurus': {
    name: 'Gerak lurus',
    points: ['GLB: kecepatan tetap; GLBB: percepatan tetap.', 'Kecepatan = perpindahan : waktu.'],
  },
  'hukum-newton': {
    name: 'Hukum Newton tentang gerak',
    points: ['Hukum I: benda diam tetap diam tanpa gaya total.', 'Hukum II: F = m × a.'],
  },
  'usaha-dan-energi': {
    name: 'Usaha dan energi',
    points: ['Usaha W = F × s (joule).', 'Energi kinetik Ek = ½ × m × v².'],
  },
  'pesawat-sederhana': {
    name: 'Pesawat sederhana',
    points: ['Tuas, katrol, bidang miring, dan roda berporos.', 'Keuntungan mekanis = beban : kuasa.'],
  },
  'listrik-statis': {
    name: 'Listrik statis',
    points: [
      'Muatan sejenis tolak-menolak, berlainan tarik-menarik.',
      'Benda bermuatan karena menerima atau melepas elektron.',
    ],
  },
  'hukum-ohm': {
    name: 'Hukum Ohm dan rangkaian listrik',
    points: ['V = I × R.', 'Rangkaian seri: arus sama; paralel: tegangan sama.'],
  },
  kemagnetan: {
    name: 'Kemagnetan',
    points: [
      'Kutub senama tolak-menolak, tidak senama tarik-menarik.',
      'Arus listrik menimbulkan medan magnet (elektromagnet).',
    ],
  },
  'induksi-elektromagnetik': {
    name: 'Induksi elektromagnetik',
    points: [
      'Perubahan medan magnet menimbulkan arus induksi.',
      'Prinsip kerja generator dan transformator.',
    ],
  },
  // SMA Fisika
  'besaran-satuan-dimensi': {
    name: 'Besaran, satuan, dan dimensi',
    points: [
      'Dimensi menunjukkan susunan besaran pokok, misalnya [L][T]⁻¹.',
      'Angka penting mengikuti ketelitian alat ukur.',
    ],
  },
  glbb: {
    name: 'Gerak lurus berubah beraturan',
    points: ['v = v₀ + a × t.', 's = v₀ × t + ½ × a × t².'],
  },
  'hukum-newton-sma': {
    name: 'Hukum Newton dan penerapannya',
    points: ['ΣF = m × a untuk setiap benda.', 'Gambar diagram gaya: berat, normal, gesek, tegangan tali.'],
  },
  'usaha-energi-sma': {
    name: 'Usaha, energi, dan daya',
    points: ['Usaha = perubahan energi kinetik.', 'Daya P = W : t (watt).'],
  },
  'dinamika-rotasi': {
    name: 'Dinamika rotasi dan keseimbangan benda tegar',
    points: ['Momen gaya τ = F × d.', 'Setimbang: ΣF = 0 dan Στ = 0.'],
  },
  'fluida-statis': {
    name: 'Fluida statis',
    points: [
      'Tekanan hidrostatis p = ρ × g × h.',
      'Hukum Archimedes: gaya apung = berat zat cair yang dipindahkan.',
    ],
  },
  'teori-kinetik-gas': {
    name: 'Teori kinetik gas',
    points: ['Gas ideal: p × V = n × R × T.', 'Suhu sebanding dengan energi kinetik rata-rata partikel.'],
  },
  termodinamika: {
    name: 'Termodinamika',
    points: ['Hukum I: Q = ΔU + W.', 'Mesin Carnot: efisiensi = 1 - T rendah : T tinggi.'],
  },
  'rangkaian-arus-searah': {
    name: 'Rangkaian arus searah',
    points: [
      'Hukum I Kirchhoff: arus masuk = arus keluar.',
      'Hukum II Kirchhoff: jumlah tegangan dalam loop = 0.',
    ],
  },
  'hukum-coulomb': {
    name: 'Listrik statis dan hukum Coulomb',
    points: ['F = k × q₁ × q₂ : r².', 'Medan listrik E = F : q.'],
  },
  'medan-magnet': {
    name: 'Medan magnet',
    points: ['Kawat berarus menimbulkan medan magnet di sekitarnya.', 'Gaya Lorentz F = B × I × L.'],
  },
  'induksi-elektromagnetik-sma': {
    name: 'Induksi elektromagnetik (hukum Faraday)',
    points: [
      'GGL induksi sebanding dengan laju perubahan fluks.',
      'Hukum Lenz: arus induksi melawan perubahan penyebabnya.',
    ],
  },
  // SMP Kimia
  'unsur-senyawa-campuran': {
    name: 'Unsur, senyawa, dan campuran',
    points: [
      'Unsur: satu jenis atom; senyawa: gabungan unsur tetap.',
      'Campuran bisa dipisahkan secara fisika.',
    ],
  },
  'sifat-materi': {
    name: 'Sifat fisika dan sifat kimia materi',
    points: [
      'Sifat fisika: wujud, titik didih, kelarutan.',
      'Sifat kimia: mudah terbakar, berkarat, membusuk.',
    ],
  },
  'perubahan-materi': {
    name: 'Perubahan fisika dan perubahan kimia',
    points: [
      'Perubahan fisika tidak membentuk zat baru.',
      'Perubahan kimia membentuk zat baru, misalnya besi berkarat.',
    ],
  },
  'pemisahan-campuran': {
    name: 'Pemisahan campuran',
    points: [
      'Penyaringan, penguapan, distilasi, kromatografi.',
      'Pilih cara sesuai perbedaan sifat komponennya.',
    ],
  },
  'zat-aditif': {
    name: 'Zat aditif pada makanan',
    points: ['Pewarna, pemanis, pengawet, dan penyedap.', 'Baca label: ada zat aditif alami dan buatan.'],
  },
  'zat-adiktif': {
    name: 'Zat adiktif dan bahayanya',
    points: ['Zat adiktif membuat ketagihan, contohnya nikotin.', 'Dampaknya pada kesehatan tubuh dan otak.'],
  },
  'asam-basa-garam': {
    name: 'Asam, basa, dan garam',
    points: [
      'Asam memerahkan lakmus biru; basa membirukan lakmus merah.',
      'Asam + basa membentuk garam dan air.',
    ],
  },
  'indikator-asam-basa': {
    name: 'Indikator asam-basa alami',
    points: [
      'Kunyit, kubis ungu, dan bunga sepatu berubah warna di larutan asam atau basa.',
      'Skala pH: di bawah 7 asam, 7 netral, di atas 7 basa.',
    ],
  },
  'atom-ion-molekul': {
    name: 'Atom, ion, dan molekul',
    points: [
      'Atom tersusun dari proton, neutron, dan elektron.',
      'Ion: atom yang melepas atau menerima elektron.',
    ],
  },
  'reaksi-kimia': {
    name: 'Reaksi kimia dan persamaan reaksi',
    points: [
      'Jumlah atom di kiri dan kanan harus sama.',
      'Setarakan dengan koefisien, bukan mengubah rumus.',
    ],
  },
  'bahan-kimia-rumah': {
    name: 'Bahan kimia dalam kehidupan sehari-hari',
    points: ['Deterjen, pemutih, dan pembersih lantai.', 'Baca simbol bahaya pada kemasan.'],
  },
  'tabel-periodik-dasar': {
    name: 'Mengenal tabel periodik',
    points: ['Unsur disusun menurut nomor atom.', 'Satu golongan punya sifat kimia yang mirip.'],
  },
  // SMA Kimia
  'struktur-atom': {
    name: 'Struktur atom',
    points: ['Nomor atom = jumlah proton.', 'Nomor massa = proton + neutron.'],
  },
  'sistem-periodik-unsur': {
    name: 'Sistem periodik unsur',
    points: [
      'Golongan dan periode ditentukan dari konfigurasi elektron.',
      'Jari-jari atom mengecil dari kiri ke kanan dalam satu periode.',
    ],
  },
  'ikatan-kimia': {
    name: 'Ikatan kimia',
    points: ['Ikatan ion: serah-terima elektron.', 'Ikatan kovalen: pemakaian bersama pasangan elektron.'],
  },
  stoikiometri: {
    name: 'Stoikiometri',
    points: ['mol = massa : Mr.', 'Perbandingan koefisien reaksi = perbandingan mol.'],
  },
  termokimia: {
    name: 'Termokimia',
    points: [
      'Eksoterm: ΔH negatif; endoterm: ΔH positif.',
      'Hukum Hess: ΔH tidak bergantung pada jalannya reaksi.',
    ],
  },
  'laju-reaksi': {
    name: 'Laju reaksi',
    points: ['Dipengaruhi konsentrasi, suhu, luas permukaan, katalis.', 'Persamaan laju v = k[A]ᵐ[B]ⁿ.'],
  },
  kesetimbangan: {
    name: 'Kesetimbangan kimia',
    points: ['Laju reaksi maju = laju reaksi balik.', 'Asas Le Chatelier: sistem bergeser melawan gangguan.'],
  },
  'asam-basa': {
    name: 'Larutan asam dan basa',
    points: ['pH = -log[H⁺].', 'Asam kuat terion sempurna, asam lemah sebagian.'],
  },
  'sifat-koligatif': {
    name: 'Sifat koligatif larutan',
    points: [
      'Bergantung pada jumlah partikel zat terlarut.',
      'Penurunan titik beku, kenaikan titik didih, tekanan osmotik.',
    ],
  },
  'redoks-elektrokimia': {
    name: 'Reaksi redoks dan elektrokimia',
    points: [
      'Oksidasi: naik bilangan oksidasi; reduksi: turun.',
      'Sel volta mengubah energi kimia menjadi listrik.',
    ],
  },
  'kimia-unsur': {
    name: 'Kimia unsur',
    points: ['Sifat gas mulia, halogen, dan logam alkali.', 'Unsur periode 3 dari natrium sampai argon.'],
  },
  'senyawa-karbon': {
    name: 'Senyawa karbon',
    points: [
      'Gugus fungsi: alkohol, eter, aldehid, keton, asam karboksilat.',
      'Tata nama mengikuti rantai karbon terpanjang.',
    ],
  },
  // UTBK-SNBT
  'pm-tabel-dan-grafik': {
    name: 'Penalaran Matematika: membaca tabel dan grafik',
    points: ['Baca judul, satuan, dan skala sebelum menghitung.', 'Jawab dari data, bukan dari dugaan.'],
  },
  'pm-persentase-dalam-cerita': {
    name: 'Penalaran Matematika: perbandingan dan persentase',
    points: ['Ubah kalimat cerita menjadi perbandingan.', 'Persen kenaikan = selisih : nilai awal × 100.'],
  },
  'pm-peluang-konteks': {
    name: 'Penalaran Matematika: peluang dalam konteks',
    points: [
      'Tentukan ruang sampel dengan teliti.',
      'Periksa apakah kejadian saling lepas atau saling bebas.',
    ],
  },
  'pm-pola-dan-barisan': {
    name: 'Penalaran Matematika: pola dan barisan',
    points: ['Cari aturan dari selisih atau rasio.', 'Uji aturan pada dua suku lain sebelum menjawab.'],
  },
  'pk-bilangan-dan-aljabar': {
    name: 'Pengetahuan Kuantitatif: bilangan dan aljabar',
    points: ['Sifat bilangan ganjil, genap, dan prima.', 'Sederhanakan bentuk aljabar sebelum substitusi.'],
  },
  'pk-pertidaksamaan': {
    name: 'Pengetahuan Kuantitatif: pertidaksamaan',
    points: [
      'Tanda dibalik saat dikali bilangan negatif.',
      'Uji satu titik untuk memeriksa daerah penyelesaian.',
    ],
  },
  'pk-geometri-bidang': {
    name: 'Pengetahuan Kuantitatif: geometri bidang',
    points: ['Sudut dalam segitiga berjumlah 180°.', 'Luas bangun gabungan = jumlah luas bagian-bagiannya.'],
  },
  'pk-kecukupan-data': {
    name: 'Pengetahuan Kuantitatif: kecukupan data',
    points: [
      'Tanyakan: apakah informasi ini cukup untuk menjawab?',
      'Uji pernyataan (1) saja, (2) saja, lalu keduanya.',
    ],
  },
  'pu-penalaran-induktif': {
    name: 'Penalaran Umum: penalaran induktif',
    points: [
      'Amati beberapa contoh, lalu cari pola yang berlaku untuk semuanya.',
      'Satu contoh yang tidak cocok sudah cukup untuk menggugurkan pola.',
    ],
  },
  'pu-penalaran-deduktif': {
    name: 'Penalaran Umum: penalaran deduktif',
    points: [
      'Jika semua A adalah B dan x adalah A, maka x adalah B.',
      'Simpulkan hanya dari premis yang diberikan, bukan dari pengetahuan sendiri.',
    ],
  },
  'pu-penalaran-kuantitatif': {
    name: 'Penalaran Umum: penalaran kuantitatif',
    points: [
      'Bandingkan dua besaran tanpa menghitung semuanya sampai habis.',
      'Uji pernyataan dengan angka contoh yang sederhana.',
    ],
  },
  'pu-sebab-akibat': {
    name: 'Penalaran Umum: sebab-akibat dan kesimpulan',
    points: [
      'Bedakan sebab, akibat, dan dua hal yang hanya terjadi bersamaan.',
      'Pilih kesimpulan yang paling kuat didukung data di teks.',
    ],
  },
  'tryout-kuantitatif-1': {
    name: 'Paket soal 1: PU, PK, dan PM',
    points: [
      'Soal Penalaran Umum, Pengetahuan Kuantitatif, dan Penalaran Matematika dengan batas waktu seperti ujian.',
      'Setelah waktu habis, soal yang paling banyak salah dibahas bersama.',
    ],
  },
  'tryout-kuantitatif-2': {
    name: 'Paket soal 2: PU, PK, dan PM',
    points: [
      'Soal Penalaran Umum, Pengetahuan Kuantitatif, dan Penalaran Matematika dengan batas waktu seperti ujian.',
      'Pembahasan fokus pada cara memilih soal yang dikerjakan lebih dulu.',
    ],
  },
  'tryout-kuantitatif-3': {
    name: 'Paket soal 3: PU, PK, dan PM',
    points: [
      'Soal Penalaran Umum, Pengetahuan Kuantitatif, dan Penalaran Matematika dengan batas waktu seperti ujian.',
      'Pembahasan fokus pada soal data, tabel, dan grafik.',
    ],
  },
  'tryout-kuantitatif-4': {
    name: 'Paket soal 4: PU, PK, dan PM',
    points: [
      'Soal Penalaran Umum, Pengetahuan Kuantitatif, dan Penalaran Matematika dengan batas waktu seperti ujian.',
      'Pembahasan fokus pada kesalahan hitung yang paling sering terjadi.',
    ],
  },
} as const satisfies Record<string, DemoTopic>;

export type DemoTopicSlug = keyof typeof DEMO_TOPICS;

/** Site paths of a topic's files under site/public: its summary, its slides and its class recording. */
export function topicMediaPaths(slug: DemoTopicSlug) {
  return {
    summary: `/media/kelas/materi/${slug}.pdf`,
    slides: `/media/kelas/slide/${slug}.pdf`,
    recording: `/media/kelas/rekaman/${slug}.mp4`,
  };
}
