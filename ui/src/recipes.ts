// Every config recipe of the design system, registered in panda.config.ts. One line per
// component; keep the list sorted.
import { buttonRecipe } from './button/button.recipe.ts';
import { spinnerRecipe } from './spinner/spinner.recipe.ts';

export const recipes = {
  button: buttonRecipe,
  spinner: spinnerRecipe,
};

export const slotRecipes = {};
