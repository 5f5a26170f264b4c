// deno-fmt-ignore-file
// biome-ignore format: generated types do not need formatting
// prettier-ignore
import type { PathsForPages, GetConfigResponse } from 'waku/router';

// prettier-ignore
import type { getConfig as File_AppBimbelIndex_getConfig } from './pages/(app)/bimbel/index';
// prettier-ignore
import type { getConfig as File_AppFaqPusatBantuan_getConfig } from './pages/(app)/faq-pusat-bantuan';
// prettier-ignore
import type { getConfig as File_AppIndex_getConfig } from './pages/(app)/index';
// prettier-ignore
import type { getConfig as File_AppKebijakanPrivasi_getConfig } from './pages/(app)/kebijakan-privasi';
// prettier-ignore
import type { getConfig as File_AppKetentuanLayanan_getConfig } from './pages/(app)/ketentuan-layanan';
// prettier-ignore
import type { getConfig as File_404_getConfig } from './pages/404';
// prettier-ignore
import type { getConfig as File_Root_getConfig } from './pages/_root';

// prettier-ignore
type Page =
| ({ path: '/bimbel' } & GetConfigResponse<typeof File_AppBimbelIndex_getConfig>)
| ({ path: '/faq-pusat-bantuan' } & GetConfigResponse<typeof File_AppFaqPusatBantuan_getConfig>)
| ({ path: '/' } & GetConfigResponse<typeof File_AppIndex_getConfig>)
| ({ path: '/kebijakan-privasi' } & GetConfigResponse<typeof File_AppKebijakanPrivasi_getConfig>)
| ({ path: '/ketentuan-layanan' } & GetConfigResponse<typeof File_AppKetentuanLayanan_getConfig>)
| ({ path: '/404' } & GetConfigResponse<typeof File_404_getConfig>)
| ({ path: '/_root' } & GetConfigResponse<typeof File_Root_getConfig>);

// prettier-ignore
declare module 'waku/router' {
  interface RouteConfig {
    paths: PathsForPages<Page>;
  }
  interface CreatePagesConfig {
    pages: Page;
  }
}
