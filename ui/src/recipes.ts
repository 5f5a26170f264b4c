// Every config recipe of the design system, registered in panda.config.ts. One line per
// component; keep the list sorted.
import { avatarRecipe } from './avatar/avatar.recipe.ts';
import { bannerRecipe } from './banner/banner.recipe.ts';
import { breadcrumbRecipe } from './breadcrumb/breadcrumb.recipe.ts';
import { buttonRecipe } from './button/button.recipe.ts';
import { cardBadgeRecipe } from './card-badge/card-badge.recipe.ts';
import { checkboxRecipe } from './checkbox/checkbox.recipe.ts';
import { emptyStateRecipe } from './empty-state/empty-state.recipe.ts';
import { fieldRecipe } from './field/field.recipe.ts';
import { imageRecipe } from './image/image.recipe.ts';
import { liveClassCardRecipe } from './live-class-card/live-class-card.recipe.ts';
import { logoRecipe } from './logo/logo.recipe.ts';
import { menuRecipe } from './menu/menu.recipe.ts';
import { modalRecipe } from './modal/modal.recipe.ts';
import { otpInputRecipe } from './otp-input/otp-input.recipe.ts';
import { packageCardRecipe } from './package-card/package-card.recipe.ts';
import { paginationRecipe } from './pagination/pagination.recipe.ts';
import { phoneFieldRecipe } from './phone-field/phone-field.recipe.ts';
import { radioCardRecipe } from './radio-card/radio-card.recipe.ts';
import { radioGroupRecipe } from './radio-group/radio-group.recipe.ts';
import { selectRecipe } from './select/select.recipe.ts';
import { skeletonRecipe } from './skeleton/skeleton.recipe.ts';
import { spinnerRecipe } from './spinner/spinner.recipe.ts';
import { starRatingRecipe } from './star-rating/star-rating.recipe.ts';
import { studentCardRecipe } from './student-card/student-card.recipe.ts';
import { tabsRecipe } from './tabs/tabs.recipe.ts';
import { tenureOptionRecipe } from './tenure-option/tenure-option.recipe.ts';
import { textAreaRecipe } from './text-area/text-area.recipe.ts';
import { toastRecipe } from './toast/toast.recipe.ts';
import { videoCardRecipe } from './video-card/video-card.recipe.ts';

export const recipes = {
  button: buttonRecipe,
  cardBadge: cardBadgeRecipe,
  image: imageRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
};

export const slotRecipes = {
  avatar: avatarRecipe,
  banner: bannerRecipe,
  breadcrumb: breadcrumbRecipe,
  checkbox: checkboxRecipe,
  emptyState: emptyStateRecipe,
  field: fieldRecipe,
  liveClassCard: liveClassCardRecipe,
  logo: logoRecipe,
  menu: menuRecipe,
  modal: modalRecipe,
  otpInput: otpInputRecipe,
  packageCard: packageCardRecipe,
  pagination: paginationRecipe,
  phoneField: phoneFieldRecipe,
  radioCard: radioCardRecipe,
  radioGroup: radioGroupRecipe,
  select: selectRecipe,
  starRating: starRatingRecipe,
  studentCard: studentCardRecipe,
  tabs: tabsRecipe,
  tenureOption: tenureOptionRecipe,
  textArea: textAreaRecipe,
  toast: toastRecipe,
  videoCard: videoCardRecipe,
};
