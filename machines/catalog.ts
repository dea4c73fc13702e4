import type { AnyStateMachine } from 'xstate';
import { eidLoginMachine } from './eidLogin/eidLogin.machine';
import { areaInterestMachine } from './booking/areaInterest/areaInterest.machine';
import { contactMessageMachine } from './shell/contactMessage/contactMessage.machine';
import { employeeBenefitsMachine, partnerApplicationMachine } from './partners/partnerForms.machine';
import { postalCodeMachine } from './booking/postalCode/postalCode.machine';
import { bookingPageMachine } from './booking/bookingPage/bookingPage.machine';
import { BOOKING_PRODUCTS } from './booking/wizard/products';
import { createBookingMachine } from './booking/wizard/wizard.machine';
import { bookingDetailMachine } from './myPages/bookingDetail/bookingDetail.machine';
import { bookingNoteMachine } from './myPages/bookingNote/bookingNote.machine';
import { cancelBookingMachine } from './myPages/cancelBooking/cancelBooking.machine';
import { meetingMachine } from './myPages/meeting/meeting.machine';
import { rateBookingMachine } from './myPages/rateBooking/rateBooking.machine';
import { rebookBookingMachine } from './myPages/rebookBooking/rebookBooking.machine';
import { feedbackMachine } from './myPages/feedback/feedback.machine';
import { requestUpgradeMachine } from './myPages/requestUpgrade/requestUpgrade.machine';
import { resourceMachine } from './myPages/resource/resource.machine';
import { accountUsersMachine } from './myPages/accountUsers/accountUsers.machine';
import { answerInvitationMachine } from './myPages/answerInvitation/answerInvitation.machine';
import { inviteUserMachine } from './myPages/inviteUser/inviteUser.machine';
import { editFieldMachine } from './myPages/editField/editField.machine';
import { phoneVerificationMachine } from './myPages/phoneVerification/phoneVerification.machine';
import { removeAddressMachine } from './myPages/removeAddress/removeAddress.machine';
import { securityInstructionsMachine } from './myPages/securityInstructions/securityInstructions.machine';
import { notificationsListMachine } from './myPages/notificationsList/notificationsList.machine';
import { notificationsMachine } from './notifications/notifications.machine';
import { customerGateMachine } from './session/customerGate.machine';
import { sessionMachine } from './session/session.machine';
import { siteMachine } from './site/site.machine';
import { chatBubbleMachine } from './shell/chatBubble/chatBubble.machine';
import { consentMachine } from './shell/consent/consent.machine';
import { headerScrollMachine } from './shell/headerScroll/headerScroll.machine';
import { newsBannerMachine } from './shell/newsBanner/newsBanner.machine';
import { offlineMachine } from './shell/offline/offline.machine';
import { routeProgressMachine } from './shell/routeProgress/routeProgress.machine';
import { snackbarMachine } from './shell/snackbar/snackbar.machine';
import { testimonialSliderMachine } from './shell/testimonialSlider/testimonialSlider.machine';
import { previewToggleMachine } from './shell/previewToggle/previewToggle.machine';
import { staffSsoMachine } from './staffSso/staffSso.machine';
import { staffDeskMachine } from './staffDesk/staffDesk.machine';
import { inspectorMachine } from './devtools/inspector/inspector.machine';
import type { BookingProduct } from './booking/wizard/products';

/**
 * Every statechart of the site, with the file that defines it: what the
 * coverage gate checks, `npm run test:paths` lists and the development
 * catalogue (`/dev/machines`) draws. Add a new machine here.
 *
 * Never import this from a page's browser code: it loads every chart.
 */
export interface CatalogEntry {
  machine: AnyStateMachine;
  /** The defining file, from the repository root. */
  source: string;
}

/**
 * The direct product whose staff variant is gated and walked (window
 * cleaning): the staff charts of the direct products differ as their
 * customer charts do, in the steps' questions only.
 */
export const STAFF_WIZARD_PRODUCT: BookingProduct = BOOKING_PRODUCTS[0];

const WIZARD_SOURCE = 'machines/booking/wizard/wizard.machine.ts';

export const MACHINE_CATALOG: readonly CatalogEntry[] = [
  // The tab's root: the session and its counts as its children, and the page's language.
  { machine: siteMachine, source: 'machines/site/site.machine.ts' },
  { machine: routeProgressMachine, source: 'machines/shell/routeProgress/routeProgress.machine.ts' },
  { machine: headerScrollMachine, source: 'machines/shell/headerScroll/headerScroll.machine.ts' },
  { machine: newsBannerMachine, source: 'machines/shell/newsBanner/newsBanner.machine.ts' },
  { machine: consentMachine, source: 'machines/shell/consent/consent.machine.ts' },
  { machine: snackbarMachine, source: 'machines/shell/snackbar/snackbar.machine.ts' },
  { machine: offlineMachine, source: 'machines/shell/offline/offline.machine.ts' },
  { machine: chatBubbleMachine, source: 'machines/shell/chatBubble/chatBubble.machine.ts' },
  { machine: contactMessageMachine, source: 'machines/shell/contactMessage/contactMessage.machine.ts' },
  // Companies' forms to sales.
  { machine: partnerApplicationMachine, source: 'machines/partners/partnerForms.machine.ts' },
  { machine: employeeBenefitsMachine, source: 'machines/partners/partnerForms.machine.ts' },
  { machine: testimonialSliderMachine, source: 'machines/shell/testimonialSlider/testimonialSlider.machine.ts' },
  { machine: previewToggleMachine, source: 'machines/shell/previewToggle/previewToggle.machine.ts' },
  { machine: eidLoginMachine, source: 'machines/eidLogin/eidLogin.machine.ts' },
  { machine: sessionMachine, source: 'machines/session/session.machine.ts' },
  { machine: customerGateMachine, source: 'machines/session/customerGate.machine.ts' },
  { machine: postalCodeMachine, source: 'machines/booking/postalCode/postalCode.machine.ts' },
  { machine: bookingPageMachine, source: 'machines/booking/bookingPage/bookingPage.machine.ts' },
  { machine: areaInterestMachine, source: 'machines/booking/areaInterest/areaInterest.machine.ts' },
  // My pages: one booking and its changes.
  { machine: bookingDetailMachine, source: 'machines/myPages/bookingDetail/bookingDetail.machine.ts' },
  { machine: cancelBookingMachine, source: 'machines/myPages/cancelBooking/cancelBooking.machine.ts' },
  { machine: rebookBookingMachine, source: 'machines/myPages/rebookBooking/rebookBooking.machine.ts' },
  { machine: rateBookingMachine, source: 'machines/myPages/rateBooking/rateBooking.machine.ts' },
  { machine: bookingNoteMachine, source: 'machines/myPages/bookingNote/bookingNote.machine.ts' },
  { machine: meetingMachine, source: 'machines/myPages/meeting/meeting.machine.ts' },
  { machine: resourceMachine, source: 'machines/myPages/resource/resource.machine.ts' },
  { machine: requestUpgradeMachine, source: 'machines/myPages/requestUpgrade/requestUpgrade.machine.ts' },
  { machine: feedbackMachine, source: 'machines/myPages/feedback/feedback.machine.ts' },
  // My pages: users, power of attorney and invitations signed with BankID.
  { machine: accountUsersMachine, source: 'machines/myPages/accountUsers/accountUsers.machine.ts' },
  { machine: inviteUserMachine, source: 'machines/myPages/inviteUser/inviteUser.machine.ts' },
  { machine: answerInvitationMachine, source: 'machines/myPages/answerInvitation/answerInvitation.machine.ts' },
  // My pages: the account page.
  { machine: phoneVerificationMachine, source: 'machines/myPages/phoneVerification/phoneVerification.machine.ts' },
  { machine: editFieldMachine, source: 'machines/myPages/editField/editField.machine.ts' },
  { machine: removeAddressMachine, source: 'machines/myPages/removeAddress/removeAddress.machine.ts' },
  { machine: securityInstructionsMachine, source: 'machines/myPages/securityInstructions/securityInstructions.machine.ts' },
  // Live notifications: the tab's socket, and the notifications page's list.
  { machine: notificationsMachine, source: 'machines/notifications/notifications.machine.ts' },
  { machine: notificationsListMachine, source: 'machines/myPages/notificationsList/notificationsList.machine.ts' },
  // Directory sign-on (staff and editors) in the browser.
  { machine: staffSsoMachine, source: 'machines/staffSso/staffSso.machine.ts' },
  // Customer service's desk: find or register the customer acted for.
  { machine: staffDeskMachine, source: 'machines/staffDesk/staffDesk.machine.ts' },
  // Developers: the statechart inspector's panel.
  { machine: inspectorMachine, source: 'machines/devtools/inspector/inspector.machine.ts' },
  // One booking wizard per booking product (route).
  ...BOOKING_PRODUCTS.map((product) => ({ machine: createBookingMachine(product), source: WIZARD_SOURCE })),
  // Customer service's variant (no BankID step, staff actors): its chart is the same for every direct product; one is walked.
  { machine: createBookingMachine(STAFF_WIZARD_PRODUCT, { staff: true }), source: WIZARD_SOURCE },
];
