import { partner } from '../../api/calls/partner';
import type { ApiClient } from '../../api/client/types';
import { createMessageFormActors } from '../shell/messageForm/messageForm.actors';

/** The partner application's call: `sendMessage` POSTs `/v1/partner/new` (`partner.apply`). */
export const createPartnerApplicationActors = (api: ApiClient) => createMessageFormActors(api, partner.apply);

/** The employee-benefits interest's call: `sendMessage` POSTs `/v1/partner/employee-benefits` (`partner.employeeBenefits`). */
export const createEmployeeBenefitsActors = (api: ApiClient) => createMessageFormActors(api, partner.employeeBenefits);
