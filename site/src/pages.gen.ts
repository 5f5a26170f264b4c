// deno-fmt-ignore-file
// biome-ignore format: generated types do not need formatting
// prettier-ignore
import type { PathsForPages, GetConfigResponse } from 'waku/router';

// prettier-ignore
import type { getConfig as File_AppIndex_getConfig } from './pages/(app)/index';
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
import type { getConfig as File_404_getConfig } from './pages/404';
// prettier-ignore
import type { getConfig as File_Root_getConfig } from './pages/_root';
// prettier-ignore
import type { getConfig as File_TanyaQuestionIdSlug_getConfig } from './pages/tanya/[questionId]/[slug]';

// prettier-ignore
type Page =
| ({ path: '/' } & GetConfigResponse<typeof File_AppIndex_getConfig>)
| ({ path: '/tanya/cari' } & GetConfigResponse<typeof File_AppTanyaCari_getConfig>)
| ({ path: '/tanya/chapter/[grade]/[subject]/[chapter]' } & GetConfigResponse<typeof File_AppTanyaChapterGradeSubjectChapterIndex_getConfig>)
| ({ path: '/tanya/chapter/[grade]/[subject]/[chapter]/page/[page]' } & GetConfigResponse<typeof File_AppTanyaChapterGradeSubjectChapterPagePage_getConfig>)
| ({ path: '/tanya' } & GetConfigResponse<typeof File_AppTanyaIndex_getConfig>)
| ({ path: '/tanya/questions/page/[page]' } & GetConfigResponse<typeof File_AppTanyaQuestionsPagePage_getConfig>)
| ({ path: '/tanya/topic/[grade]/[subject]/[topic]' } & GetConfigResponse<typeof File_AppTanyaTopicGradeSubjectTopicIndex_getConfig>)
| ({ path: '/tanya/topic/[grade]/[subject]/[topic]/page/[page]' } & GetConfigResponse<typeof File_AppTanyaTopicGradeSubjectTopicPagePage_getConfig>)
| ({ path: '/404' } & GetConfigResponse<typeof File_404_getConfig>)
| ({ path: '/_root' } & GetConfigResponse<typeof File_Root_getConfig>)
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
