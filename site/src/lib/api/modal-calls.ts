import type {
  modalConfigurationContract,
  pausedSubscriptionPopupContract,
} from '@bimbel/domain/contracts/content-contracts';
import { MODAL_CONFIGURATION, PAUSED_SUBSCRIPTION_POPUP } from '@bimbel/domain/contracts/endpoints';
import { defineCall } from './define-call.ts';

/** The enabled modals and where they show (docs/product §7 `{api}/api/v1/modals/configuration`). */
export const getModalConfiguration = defineCall<typeof modalConfigurationContract>(MODAL_CONFIGURATION);
/** The paused-subscription popup's content, in Indonesian (docs/product §7: header `locale: id`). */
export const getPausedSubscriptionPopup = defineCall<typeof pausedSubscriptionPopupContract>(
  PAUSED_SUBSCRIPTION_POPUP,
  { headers: { locale: 'id' } },
);
