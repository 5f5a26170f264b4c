import { buildWhatsappLink, SITE_ADDRESS, SITE_INFO } from '#site/lib/site-info.ts';

/** Sections 7–12 of the privacy policy: retention, security, rights, storage, changes, contact. */
export function PrivacyPolicyRights() {
  return (
    <>
      <h2 id="penyimpanan">7. Berapa lama data disimpan</h2>
      <ul>
        <li>Data akun disimpan selama akun aktif.</li>
        <li>
          Setelah akun dihapus, data pribadi dihapus atau dianonimkan paling lambat 30 hari, kecuali catatan
          yang wajib disimpan lebih lama oleh peraturan (misalnya catatan transaksi dan perpajakan) — catatan
          itu disimpan hanya selama diwajibkan.
        </li>
        <li>
          Permintaan info Bimbel dari orang yang tidak menjadi pengguna disimpan paling lama 12 bulan, lalu
          dihapus.
        </li>
        <li>Catatan keamanan (seperti permintaan kode OTP) disimpan paling lama 90 hari.</li>
      </ul>

      <h2 id="keamanan">8. Keamanan dan hak kamu</h2>
      <p>
        Kami menjaga data dengan koneksi terenkripsi (HTTPS), kode OTP yang hanya berlaku sebentar dan
        disimpan dalam bentuk hash, token masuk dalam cookie yang tidak bisa dibaca skrip, serta akses
        internal yang dibatasi. Bila terjadi kegagalan pelindungan data pribadi, kami memberi tahu kamu dan
        lembaga yang berwenang paling lambat 3 × 24 jam, sesuai Pasal 46 UU PDP.
      </p>
      <p>Sesuai UU PDP, kamu — atau orangtua/wali untuk anak — berhak:</p>
      <ul>
        <li>mendapat informasi tentang identitas kami, tujuan, dan dasar pemrosesan data;</li>
        <li>mengakses dan mendapat salinan data pribadimu;</li>
        <li>melengkapi, memperbarui, dan memperbaiki data yang salah atau tidak akurat;</li>
        <li>mengakhiri pemrosesan, menghapus, atau memusnahkan data pribadimu;</li>
        <li>menarik kembali persetujuan yang pernah diberikan;</li>
        <li>menunda atau membatasi pemrosesan;</li>
        <li>mendapatkan dan memindahkan data pribadimu dalam format yang umum dipakai;</li>
        <li>mengajukan keberatan atas keputusan yang hanya didasarkan pada pemrosesan otomatis;</li>
        <li>mengajukan keluhan kepada lembaga penyelenggara pelindungan data pribadi.</li>
      </ul>
      <p>
        Sebagian data bisa kamu ubah sendiri di menu Profilku. Untuk hak lainnya, hubungi kami lewat kontak di
        bagian 11. Kami memproses permintaan akses dan perbaikan paling lambat 3 × 24 jam sejak permintaan
        lengkap kami terima, dan mungkin meminta bukti bahwa kamu pemilik akun atau orangtua/wali dari murid
        yang bersangkutan.
      </p>

      <h2 id="cookie">9. Cookie dan penyimpanan di browser</h2>
      <ul>
        <li>
          <strong>Cookie masuk</strong>: menyimpan token sesi supaya kamu tetap masuk. Cookie ini tidak bisa
          dibaca oleh skrip halaman.
        </li>
        <li>
          <strong>Penyimpanan lokal browser</strong>: profil yang sedang dipakai (tanpa token) dan pilihan
          tampilan, misalnya banner yang sudah kamu tutup. Semuanya dihapus saat kamu keluar.
        </li>
        <li>Kami tidak memakai cookie iklan. Statistik kunjungan, bila diaktifkan, dihitung tanpa cookie.</li>
      </ul>

      <h2 id="perubahan">10. Perubahan kebijakan</h2>
      <p>
        Bila kebijakan ini berubah, tanggal di bagian atas halaman ikut berubah. Untuk perubahan penting, kami
        memberi tahu pengguna lewat website, aplikasi, atau pesan sebelum perubahan berlaku.
      </p>

      <h2 id="kontak">11. Hubungi kami</h2>
      <p>
        Untuk pertanyaan atau permintaan tentang data pribadi, hubungi petugas pelindungan data pribadi kami:
      </p>
      <ul>
        <li>
          Email: <a href={`mailto:${SITE_INFO.privacyEmail}`}>{SITE_INFO.privacyEmail}</a>
        </li>
        <li>
          WhatsApp:{' '}
          <a
            href={buildWhatsappLink('Halo, saya ingin bertanya tentang data pribadi saya.')}
            target="_blank"
            rel="noopener noreferrer"
          >
            {SITE_INFO.whatsappDisplay}
          </a>
        </li>
        <li>
          Telepon: <a href={SITE_INFO.phoneHref}>{SITE_INFO.phoneDisplay}</a> ({SITE_INFO.serviceHours})
        </li>
        <li>
          Surat: {SITE_INFO.companyName}, {SITE_ADDRESS}
        </li>
      </ul>
    </>
  );
}
