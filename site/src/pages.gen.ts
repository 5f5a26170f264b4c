// deno-fmt-ignore-file
// biome-ignore format: generated types do not need formatting
// prettier-ignore
import type { PathsForPages, GetConfigResponse } from 'waku/router';

// prettier-ignore
import type { getConfig as File_App404_getConfig } from './pages/(app)/404';
// prettier-ignore
import type { getConfig as File_AppSegment_getConfig } from './pages/(app)/[segment]';
import type { getConfig as File_AppAkademi_getConfig } from './pages/(app)/akademi';
// prettier-ignore
import type { getConfig as File_AppBimbelIndex_getConfig } from './pages/(app)/bimbel/index';
// prettier-ignore
import type { getConfig as File_AppBimbelPaketUtbkSnbt_getConfig } from './pages/(app)/bimbel/paket/utbk-snbt';
// prettier-ignore
import type { getConfig as File_AppBimbelUserIndex_getConfig } from './pages/(app)/bimbel/user/index';
// prettier-ignore
import type { getConfig as File_AppBimbelUserKelasClassId_getConfig } from './pages/(app)/bimbel/user/kelas/[classId]';
// prettier-ignore
import type { getConfig as File_AppBimbelUserLangganan_getConfig } from './pages/(app)/bimbel/user/langganan';
// prettier-ignore
import type { getConfig as File_AppBimbelUserLaporan_getConfig } from './pages/(app)/bimbel/user/laporan';
// prettier-ignore
import type { getConfig as File_AppBimbelUserPembelianOrderId_getConfig } from './pages/(app)/bimbel/user/pembelian/[orderId]';
// prettier-ignore
import type { getConfig as File_AppBimbelUserPembelianIndex_getConfig } from './pages/(app)/bimbel/user/pembelian/index';
// prettier-ignore
import type { getConfig as File_AppBimbelUserQnaClassId_getConfig } from './pages/(app)/bimbel/user/qna/[classId]';
// prettier-ignore
import type { getConfig as File_AppBimbelOnline_getConfig } from './pages/(app)/bimbel-online';
// prettier-ignore
import type { getConfig as File_AppContactMe_getConfig } from './pages/(app)/contact-me';
// prettier-ignore
import type { getConfig as File_AppDaftarBimbel_getConfig } from './pages/(app)/daftar-bimbel';
// prettier-ignore
import type { getConfig as File_AppFaqPusatBantuan_getConfig } from './pages/(app)/faq-pusat-bantuan';
// prettier-ignore
import type { getConfig as File_AppGuruTanyaJawabClassIdToken_getConfig } from './pages/(app)/guru/tanya-jawab/[classId]/[token]';
// prettier-ignore
import type { getConfig as File_AppGurujuara_getConfig } from './pages/(app)/gurujuara';
// prettier-ignore
import type { getConfig as File_AppIndex_getConfig } from './pages/(app)/index';
// prettier-ignore
import type { getConfig as File_AppJadwal_getConfig } from './pages/(app)/jadwal';
// prettier-ignore
import type { getConfig as File_AppKebijakanPrivasi_getConfig } from './pages/(app)/kebijakan-privasi';
// prettier-ignore
import type { getConfig as File_AppKetentuanLayanan_getConfig } from './pages/(app)/ketentuan-layanan';
// prettier-ignore
import type { getConfig as File_AppLogin_getConfig } from './pages/(app)/login';
// prettier-ignore
import type { getConfig as File_AppPaketIndex_getConfig } from './pages/(app)/paket/index';
// prettier-ignore
import type { getConfig as File_AppPaketTenurePick_getConfig } from './pages/(app)/paket/tenure-pick';
// prettier-ignore
import type { getConfig as File_AppPaketUserAddParent_getConfig } from './pages/(app)/paket/user/add-parent';
// prettier-ignore
import type { getConfig as File_AppPaketUserAddUser_getConfig } from './pages/(app)/paket/user/add-user';
// prettier-ignore
import type { getConfig as File_AppPaketUserChoosePaymentMethod_getConfig } from './pages/(app)/paket/user/choose-payment-method';
// prettier-ignore
import type { getConfig as File_AppPaketUserSelectStudent_getConfig } from './pages/(app)/paket/user/select-student';
// prettier-ignore
import type { getConfig as File_AppPaketUserSummary_getConfig } from './pages/(app)/paket/user/summary';
// prettier-ignore
import type { getConfig as File_AppPaymentFailed_getConfig } from './pages/(app)/payment/failed';
// prettier-ignore
import type { getConfig as File_AppPaymentPending_getConfig } from './pages/(app)/payment/pending';
// prettier-ignore
import type { getConfig as File_AppPaymentSuccess_getConfig } from './pages/(app)/payment/success';
// prettier-ignore
import type { getConfig as File_AppSlotSelection_getConfig } from './pages/(app)/slot-selection';
// prettier-ignore
import type { getConfig as File_AppSmartfest_getConfig } from './pages/(app)/smartfest';
// prettier-ignore
import type { getConfig as File_AppTanyaCari_getConfig } from './pages/(app)/tanya/cari';
// prettier-ignore
import type { getConfig as File_AppTanyaChapterGradeSubjectChapterIndex_getConfig } from './pages/(app)/tanya/chapter/[grade]/[subject]/[chapter]/index';
// prettier-ignore
import type { getConfig as File_AppTanyaChapterGradeSubjectChapterPagePage_getConfig } from './pages/(app)/tanya/chapter/[grade]/[subject]/[chapter]/page/[page]';
// prettier-ignore
import type { getConfig as File_AppTanyaIndex_getConfig } from './pages/(app)/tanya/index';
// prettier-ignore
import type { getConfig as File_AppTanyaQuestionsPagePage_getConfig } from './pages/(app)/tanya/questions/page/[page]';
// prettier-ignore
import type { getConfig as File_AppTanyaTopicGradeSubjectTopicIndex_getConfig } from './pages/(app)/tanya/topic/[grade]/[subject]/[topic]/index';
// prettier-ignore
import type { getConfig as File_AppTanyaTopicGradeSubjectTopicPagePage_getConfig } from './pages/(app)/tanya/topic/[grade]/[subject]/[topic]/page/[page]';
// prettier-ignore
import type { getConfig as File_AppUserAddUser_getConfig } from './pages/(app)/user/add-user';
// prettier-ignore
import type { getConfig as File_AppUserRegisterAddLocation_getConfig } from './pages/(app)/user/register/add-location';
// prettier-ignore
import type { getConfig as File_AppUserRegisterUpdateUserDetails_getConfig } from './pages/(app)/user/register/update-user-details';
// prettier-ignore
import type { getConfig as File_AppUserRegisterUserDetails_getConfig } from './pages/(app)/user/register/user-details';
// prettier-ignore
import type { getConfig as File_AppUserSelectRole_getConfig } from './pages/(app)/user/select-role';
// prettier-ignore
import type { getConfig as File_AppUserSelectStudent_getConfig } from './pages/(app)/user/select-student';
// prettier-ignore
import type { getConfig as File_AppUserUpdateUser_getConfig } from './pages/(app)/user/update-user';
// prettier-ignore
import type { getConfig as File_AppVerifikasiEmailToken_getConfig } from './pages/(app)/verifikasi-email/[token]';
// prettier-ignore
import type { getConfig as File_Root_getConfig } from './pages/_root';
// prettier-ignore
import type { getConfig as File_AuthRedirect_getConfig } from './pages/auth-redirect';
// prettier-ignore
import type { getConfig as File_TanyaQuestionIdSlug_getConfig } from './pages/tanya/[questionId]/[slug]';

// prettier-ignore
type Page =
| ({ path: '/404' } & GetConfigResponse<typeof File_App404_getConfig>)
| ({ path: '/[segment]' } & GetConfigResponse<typeof File_AppSegment_getConfig>)
| ({ path: '/akademi' } & GetConfigResponse<typeof File_AppAkademi_getConfig>)
| ({ path: '/bimbel' } & GetConfigResponse<typeof File_AppBimbelIndex_getConfig>)
| ({ path: '/bimbel/paket/utbk-snbt' } & GetConfigResponse<typeof File_AppBimbelPaketUtbkSnbt_getConfig>)
| ({ path: '/bimbel/user' } & GetConfigResponse<typeof File_AppBimbelUserIndex_getConfig>)
| ({ path: '/bimbel/user/kelas/[classId]' } & GetConfigResponse<typeof File_AppBimbelUserKelasClassId_getConfig>)
| ({ path: '/bimbel/user/langganan' } & GetConfigResponse<typeof File_AppBimbelUserLangganan_getConfig>)
| ({ path: '/bimbel/user/laporan' } & GetConfigResponse<typeof File_AppBimbelUserLaporan_getConfig>)
| ({ path: '/bimbel/user/pembelian/[orderId]' } & GetConfigResponse<typeof File_AppBimbelUserPembelianOrderId_getConfig>)
| ({ path: '/bimbel/user/pembelian' } & GetConfigResponse<typeof File_AppBimbelUserPembelianIndex_getConfig>)
| ({ path: '/bimbel/user/qna/[classId]' } & GetConfigResponse<typeof File_AppBimbelUserQnaClassId_getConfig>)
| ({ path: '/bimbel-online' } & GetConfigResponse<typeof File_AppBimbelOnline_getConfig>)
| ({ path: '/contact-me' } & GetConfigResponse<typeof File_AppContactMe_getConfig>)
| ({ path: '/daftar-bimbel' } & GetConfigResponse<typeof File_AppDaftarBimbel_getConfig>)
| ({ path: '/faq-pusat-bantuan' } & GetConfigResponse<typeof File_AppFaqPusatBantuan_getConfig>)
| ({ path: '/guru/tanya-jawab/[classId]/[token]' } & GetConfigResponse<typeof File_AppGuruTanyaJawabClassIdToken_getConfig>)
| ({ path: '/gurujuara' } & GetConfigResponse<typeof File_AppGurujuara_getConfig>)
| ({ path: '/' } & GetConfigResponse<typeof File_AppIndex_getConfig>)
| ({ path: '/jadwal' } & GetConfigResponse<typeof File_AppJadwal_getConfig>)
| ({ path: '/kebijakan-privasi' } & GetConfigResponse<typeof File_AppKebijakanPrivasi_getConfig>)
| ({ path: '/ketentuan-layanan' } & GetConfigResponse<typeof File_AppKetentuanLayanan_getConfig>)
| ({ path: '/login' } & GetConfigResponse<typeof File_AppLogin_getConfig>)
| ({ path: '/paket' } & GetConfigResponse<typeof File_AppPaketIndex_getConfig>)
| ({ path: '/paket/tenure-pick' } & GetConfigResponse<typeof File_AppPaketTenurePick_getConfig>)
| ({ path: '/paket/user/add-parent' } & GetConfigResponse<typeof File_AppPaketUserAddParent_getConfig>)
| ({ path: '/paket/user/add-user' } & GetConfigResponse<typeof File_AppPaketUserAddUser_getConfig>)
| ({ path: '/paket/user/choose-payment-method' } & GetConfigResponse<typeof File_AppPaketUserChoosePaymentMethod_getConfig>)
| ({ path: '/paket/user/select-student' } & GetConfigResponse<typeof File_AppPaketUserSelectStudent_getConfig>)
| ({ path: '/paket/user/summary' } & GetConfigResponse<typeof File_AppPaketUserSummary_getConfig>)
| ({ path: '/payment/failed' } & GetConfigResponse<typeof File_AppPaymentFailed_getConfig>)
| ({ path: '/payment/pending' } & GetConfigResponse<typeof File_AppPaymentPending_getConfig>)
| ({ path: '/payment/success' } & GetConfigResponse<typeof File_AppPaymentSuccess_getConfig>)
| ({ path: '/slot-selection' } & GetConfigResponse<typeof File_AppSlotSelection_getConfig>)
| ({ path: '/smartfest' } & GetConfigResponse<typeof File_AppSmartfest_getConfig>)
| ({ path: '/tanya/cari' } & GetConfigResponse<typeof File_AppTanyaCari_getConfig>)
| ({ path: '/tanya/chapter/[grade]/[subject]/[chapter]' } & GetConfigResponse<typeof File_AppTanyaChapterGradeSubjectChapterIndex_getConfig>)
| ({ path: '/tanya/chapter/[grade]/[subject]/[chapter]/page/[page]' } & GetConfigResponse<typeof File_AppTanyaChapterGradeSubjectChapterPagePage_getConfig>)
| ({ path: '/tanya' } & GetConfigResponse<typeof File_AppTanyaIndex_getConfig>)
| ({ path: '/tanya/questions/page/[page]' } & GetConfigResponse<typeof File_AppTanyaQuestionsPagePage_getConfig>)
| ({ path: '/tanya/topic/[grade]/[subject]/[topic]' } & GetConfigResponse<typeof File_AppTanyaTopicGradeSubjectTopicIndex_getConfig>)
| ({ path: '/tanya/topic/[grade]/[subject]/[topic]/page/[page]' } & GetConfigResponse<typeof File_AppTanyaTopicGradeSubjectTopicPagePage_getConfig>)
| ({ path: '/user/add-user' } & GetConfigResponse<typeof File_AppUserAddUser_getConfig>)
| ({ path: '/user/register/add-location' } & GetConfigResponse<typeof File_AppUserRegisterAddLocation_getConfig>)
| ({ path: '/user/register/update-user-details' } & GetConfigResponse<typeof File_AppUserRegisterUpdateUserDetails_getConfig>)
| ({ path: '/user/register/user-details' } & GetConfigResponse<typeof File_AppUserRegisterUserDetails_getConfig>)
| ({ path: '/user/select-role' } & GetConfigResponse<typeof File_AppUserSelectRole_getConfig>)
| ({ path: '/user/select-student' } & GetConfigResponse<typeof File_AppUserSelectStudent_getConfig>)
| ({ path: '/user/update-user' } & GetConfigResponse<typeof File_AppUserUpdateUser_getConfig>)
| ({ path: '/verifikasi-email/[token]' } & GetConfigResponse<typeof File_AppVerifikasiEmailToken_getConfig>)
| ({ path: '/_root' } & GetConfigResponse<typeof File_Root_getConfig>)
| ({ path: '/auth-redirect' } & GetConfigResponse<typeof File_AuthRedirect_getConfig>)
| ({ path: '/tanya/[questionId]/[slug]' } & GetConfigResponse<typeof File_TanyaQuestionIdSlug_getConfig>);

// prettier-ignore
declare module 'waku/router' {
  interface RouteConfig {
    paths: PathsForPages<Page>;
  }
  interface CreatePagesConfig {
    pages: Page;
  }
}
