import { SITE_ADDRESS, SITE_INFO } from '#site/lib/site-info.ts';

/** The terms of service's text (docs/decisions/044-privacy-policy-and-terms.md). */
export function TermsOfService() {
  const brand = SITE_INFO.brandName;
  return (
    <>
      <h2 id="penerimaan">1. Penerimaan ketentuan</h2>
      <p>
        Dengan membuat akun atau memakai website dan aplikasi {brand}, kamu menyetujui ketentuan ini dan{' '}
        <a href="/kebijakan-privasi">Kebijakan Privasi</a> kami. Murid yang belum berusia 18 tahun memakai
        layanan dengan persetujuan dan pendampingan orangtua atau wali; orangtua atau wali ikut bertanggung
        jawab atas pemakaian akun anaknya.
      </p>

      <h2 id="layanan">2. Layanan kami</h2>
      <p>{brand} menyediakan layanan belajar online untuk murid kelas 4 sampai 12, yaitu:</p>
      <ul>
        <li>Bimbel: kelas live bersama guru sesuai jadwal;</li>
        <li>Tanya: video pembahasan soal;</li>
        <li>Jadwal dan Materi, serta fitur lain yang tersedia di website dan aplikasi.</li>
      </ul>
      <p>
        Kami terus mengembangkan layanan, sehingga fitur dapat bertambah, berubah, atau dibuka bertahap untuk
        sebagian pengguna lebih dulu. Perubahan yang mengurangi hak pembeli paket yang sedang berjalan kami
        beritahukan lebih dulu.
      </p>

      <h2 id="akun">3. Akun</h2>
      <ul>
        <li>
          Kamu masuk dengan nomor HP dan kode OTP. Jangan berikan kode OTP kepada siapa pun, termasuk yang
          mengaku tim {brand}.
        </li>
        <li>
          Isi data dengan benar dan perbarui bila berubah, terutama kelas murid, supaya kelas dan materi
          sesuai.
        </li>
        <li>
          Satu akun orangtua dapat menyimpan beberapa profil anak. Akun tidak boleh dipakai bersama oleh
          keluarga lain.
        </li>
        <li>
          Kamu bertanggung jawab atas kegiatan di akunmu. Bila curiga akunmu dipakai orang lain, segera
          hubungi kami.
        </li>
      </ul>

      <h2 id="paket">4. Paket, pembayaran, dan masa coba</h2>
      <ul>
        <li>
          Harga, isi, dan masa berlaku paket ditampilkan sebelum kamu membayar. Yang berlaku adalah yang
          tertera saat pembelian.
        </li>
        <li>
          Pembayaran diproses oleh penyedia pembayaran resmi. Paket aktif setelah pembayaran dikonfirmasi.
        </li>
        <li>
          Masa coba, bila ditawarkan, berlaku satu kali untuk setiap murid dan mengikuti ketentuan yang
          ditampilkan saat itu.
        </li>
        <li>
          Pengembalian dana mengikuti ketentuan paket yang ditampilkan saat pembelian dan peraturan
          perlindungan konsumen yang berlaku.
        </li>
      </ul>

      <h2 id="aturan-kelas">5. Aturan di kelas</h2>
      <ul>
        <li>
          Bersikap sopan kepada guru dan sesama murid; perundungan, ujaran kebencian, dan konten tidak pantas
          dilarang.
        </li>
        <li>Jangan membagikan tautan kelas kepada orang yang tidak terdaftar.</li>
        <li>
          Jangan merekam, menyalin, atau menyebarkan kelas, video, dan materi tanpa izin tertulis dari kami.
        </li>
      </ul>

      <h2 id="hak-cipta">6. Hak kekayaan intelektual</h2>
      <p>
        Materi, video, soal, dan merek {brand} dilindungi hukum dan dimiliki oleh kami atau pemberi lisensi
        kami. Kamu boleh memakainya untuk belajar pribadi, bukan untuk tujuan komersial.
      </p>

      <h2 id="ketersediaan">7. Ketersediaan layanan</h2>
      <p>
        Kami berusaha agar layanan selalu bisa dipakai, tetapi gangguan dapat terjadi, misalnya karena
        pemeliharaan atau masalah jaringan. Bila kelas batal atau jadwal berubah, kami memberi tahu secepatnya
        dan menawarkan pengganti bila memungkinkan.
      </p>

      <h2 id="tanggung-jawab">8. Batas tanggung jawab</h2>
      <p>
        Kami membantu murid belajar, tetapi hasil belajar bergantung pada banyak hal. Kami tidak menjamin
        nilai, peringkat, atau kelulusan ujian tertentu. Sejauh diizinkan hukum, kami tidak bertanggung jawab
        atas kerugian tidak langsung akibat pemakaian layanan.
      </p>

      <h2 id="penghentian">9. Penghentian</h2>
      <p>
        Kamu dapat berhenti memakai layanan dan meminta penghapusan akun kapan saja. Kami dapat menangguhkan
        atau menutup akun yang melanggar ketentuan ini, setelah memberi tahu alasannya kecuali bila hukum
        melarang.
      </p>

      <h2 id="hukum">10. Hukum yang berlaku</h2>
      <p>
        Ketentuan ini tunduk pada hukum Republik Indonesia. Perselisihan kami selesaikan lebih dulu secara
        musyawarah; bila tidak berhasil, melalui lembaga penyelesaian sengketa konsumen atau pengadilan yang
        berwenang.
      </p>

      <h2 id="kontak">11. Kontak</h2>
      <p>
        {SITE_INFO.companyName}, {SITE_ADDRESS}. Email{' '}
        <a href={`mailto:${SITE_INFO.email}`}>{SITE_INFO.email}</a>, telepon{' '}
        <a href={SITE_INFO.phoneHref}>{SITE_INFO.phoneDisplay}</a> ({SITE_INFO.serviceHours}).
      </p>
    </>
  );
}
