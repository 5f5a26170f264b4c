import { SITE_INFO } from '#site/lib/site-info.ts';
import { PrivacyPolicyRights } from './privacy-policy-rights.tsx';

/*
 * The privacy policy's text (docs/decisions/044-privacy-policy-and-terms.md). It describes
 * what the site and its backend really collect; when a form or a stored field changes, change
 * this text in the same commit.
 */

/** Sections 1–6: who we are, what we collect, why, on what basis, children, sharing. */
export function PrivacyPolicy() {
  const brand = SITE_INFO.brandName;
  return (
    <>
      <h2 id="tentang">1. Tentang kebijakan ini</h2>
      <p>
        Kebijakan ini menjelaskan bagaimana {SITE_INFO.companyName} (&quot;{brand}&quot;, &quot;kami&quot;)
        mengumpulkan, memakai, menyimpan, membagikan, dan menghapus data pribadi pengguna website{' '}
        {SITE_INFO.siteUrl} dan aplikasi {brand}. Kami memproses data pribadi sesuai Undang-Undang Republik
        Indonesia Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi (&quot;UU PDP&quot;) dan peraturan
        pelaksanaannya. Dalam UU PDP, kami adalah pengendali data pribadi.
      </p>
      <p>
        Layanan kami dipakai oleh murid kelas 4 sampai 12 — sebagian besar masih anak-anak — dan orangtua atau
        wali mereka. Karena itu kebijakan ini juga menjelaskan aturan khusus untuk data anak (bagian 5).
      </p>

      <h2 id="data">2. Data yang kami kumpulkan</h2>
      <h3>Data yang kamu berikan</h3>
      <ul>
        <li>
          <strong>Nomor HP atau WhatsApp</strong> dan kode negaranya: untuk masuk dengan kode OTP dan untuk
          menghubungimu.
        </li>
        <li>
          <strong>Nama lengkap</strong> murid, dan nama serta nomor HP orangtua atau wali bila ditambahkan.
        </li>
        <li>
          <strong>Peran</strong> (murid atau orangtua), <strong>jenjang, kelas, dan jurusan</strong> murid.
        </li>
        <li>
          <strong>Email</strong> (tidak wajib) dan <strong>provinsi serta kota</strong> tempat tinggal (tidak
          wajib).
        </li>
        <li>
          Saat meminta info Bimbel: nomor WhatsApp, nama, kelas, dan — bila kamu mengisinya —{' '}
          <strong>cerita tentang kesulitan belajar</strong> (paling banyak 255 karakter).
        </li>
        <li>Pesan dan laporan yang kamu kirim ke tim bantuan.</li>
      </ul>
      <h3>Data yang tercatat saat kamu memakai layanan</h3>
      <ul>
        <li>Status langganan (misalnya masa coba atau paket berbayar) dan riwayat pembelian paket.</li>
        <li>Kelas yang diikuti, pertanyaan di kelas, dan nilai yang kamu berikan untuk kelas.</li>
        <li>
          Catatan keamanan: waktu permintaan kode OTP dan alamat IP yang mengirimnya, untuk mencegah
          penyalahgunaan. Untuk permintaan info Bimbel kami hanya menyimpan sidik acak (hash) alamat IP, bukan
          alamat IP-nya.
        </li>
        <li>
          Bila diaktifkan: statistik kunjungan yang tidak mengenali pribadi (halaman yang dibuka, jenis
          perangkat) dan laporan galat teknis untuk memperbaiki masalah.
        </li>
      </ul>
      <p>
        Kami <strong>tidak</strong> meminta data pribadi yang bersifat spesifik menurut UU PDP (misalnya data
        kesehatan, biometrik, atau keuangan pribadi). Data kartu atau rekening untuk pembayaran diproses
        langsung oleh penyedia pembayaran, bukan disimpan oleh kami.
      </p>

      <h2 id="tujuan">3. Untuk apa data dipakai</h2>
      <ul>
        <li>Membuat dan mengelola akun, termasuk profil beberapa anak dalam satu akun keluarga.</li>
        <li>Mengirim kode masuk (OTP) lewat WhatsApp atau SMS.</li>
        <li>Menjalankan kelas live, jadwal, materi, dan video pembahasan sesuai kelas murid.</li>
        <li>Menghubungimu kembali ketika kamu meminta info Bimbel, dan melayani pertanyaan atau keluhan.</li>
        <li>Memproses pembelian dan langganan paket.</li>
        <li>Menjaga keamanan layanan: membatasi percobaan masuk, mencegah penipuan dan penyalahgunaan.</li>
        <li>Memperbaiki layanan berdasarkan statistik gabungan yang tidak mengenali pribadi.</li>
        <li>Memenuhi kewajiban hukum.</li>
      </ul>
      <p>
        Kami tidak menjual data pribadi, tidak menyewakannya, dan tidak memakai data anak untuk iklan yang
        ditargetkan.
      </p>

      <h2 id="dasar">4. Dasar pemrosesan</h2>
      <p>Sesuai Pasal 20 UU PDP, kami memproses data pribadi atas dasar:</p>
      <ul>
        <li>
          <strong>persetujuan</strong> yang sah dan eksplisit — misalnya saat kamu meminta info Bimbel atau
          mengisi data yang tidak wajib;
        </li>
        <li>
          <strong>pemenuhan perjanjian</strong> — untuk menyediakan akun, kelas, dan paket yang kamu pilih;
        </li>
        <li>
          <strong>kewajiban hukum</strong> — misalnya pencatatan transaksi;
        </li>
        <li>
          <strong>kepentingan yang sah</strong> — menjaga keamanan layanan, dengan memperhatikan hak dan
          kepentingan pengguna.
        </li>
      </ul>

      <h2 id="anak">5. Data anak dan persetujuan orangtua</h2>
      <p>
        Pasal 25 UU PDP mewajibkan pemrosesan data pribadi anak dilakukan secara khusus dan dengan persetujuan
        orangtua atau wali. Karena itu:
      </p>
      <ul>
        <li>
          Murid yang belum berusia 18 tahun hanya boleh mendaftar dan memakai layanan dengan sepengetahuan dan
          persetujuan orangtua atau walinya. Dengan mendaftarkan atau mengizinkan anak mendaftar, orangtua
          atau wali memberikan persetujuan itu.
        </li>
        <li>
          Orangtua atau wali dapat menambahkan data dirinya ke akun anak, melihat profil anak, dan memakai
          semua hak di bagian 8 atas nama anaknya.
        </li>
        <li>
          Kami hanya mengumpulkan data anak yang diperlukan untuk belajar. Bila kami mengetahui data anak
          diberikan tanpa persetujuan orangtua atau wali, kami menghapusnya atau meminta persetujuan terlebih
          dahulu.
        </li>
      </ul>

      <h2 id="berbagi">6. Kepada siapa data dibagikan</h2>
      <p>Kami hanya membagikan data sebatas yang diperlukan, kepada:</p>
      <ul>
        <li>
          penyedia layanan yang bekerja untuk kami — penyimpanan data (hosting), pengiriman pesan WhatsApp,
          SMS, dan email, pembayaran, serta pelaporan galat — yang terikat perjanjian untuk menjaga
          kerahasiaan dan memakai data hanya sesuai perintah kami;
        </li>
        <li>guru dan tim akademik kami, sebatas nama dan kelas murid yang diperlukan untuk kelas;</li>
        <li>instansi yang berwenang, bila diwajibkan oleh hukum.</li>
      </ul>
      <p>
        Bila data perlu diproses di luar wilayah Indonesia (misalnya oleh penyedia layanan awan), kami
        memastikan perlindungan yang setara atau lebih tinggi sesuai Pasal 56 UU PDP.
      </p>

      <PrivacyPolicyRights />
    </>
  );
}
