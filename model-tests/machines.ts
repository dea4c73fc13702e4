import type { AnyStateMachine } from 'xstate';
import { eidLoginMachine } from '../machines/eidLogin/eidLogin.machine';
import { areaInterestMachine } from '../machines/booking/areaInterest/areaInterest.machine';
import { postalCodeMachine } from '../machines/booking/postalCode/postalCode.machine';
import { BOOKING_PRODUCTS } from '../machines/booking/wizard/products';
import type { BookingProduct } from '../machines/booking/wizard/products';
import { createBookingMachine } from '../machines/booking/wizard/wizard.machine';
import { bookingDetailMachine } from '../machines/myPages/bookingDetail/bookingDetail.machine';
import { bookingNoteMachine } from '../machines/myPages/bookingNote/bookingNote.machine';
import { cancelBookingMachine } from '../machines/myPages/cancelBooking/cancelBooking.machine';
import { meetingMachine } from '../machines/myPages/meeting/meeting.machine';
import { rateBookingMachine } from '../machines/myPages/rateBooking/rateBooking.machine';
import { rebookBookingMachine } from '../machines/myPages/rebookBooking/rebookBooking.machine';
import { feedbackMachine } from '../machines/myPages/feedback/feedback.machine';
import { requestUpgradeMachine } from '../machines/myPages/requestUpgrade/requestUpgrade.machine';
import { resourceMachine } from '../machines/myPages/resource/resource.machine';
import { accountUsersMachine } from '../machines/myPages/accountUsers/accountUsers.machine';
import { answerInvitationMachine } from '../machines/myPages/answerInvitation/answerInvitation.machine';
import { inviteUserMachine } from '../machines/myPages/inviteUser/inviteUser.machine';
import { editFieldMachine } from '../machines/myPages/editField/editField.machine';
import { phoneVerificationMachine } from '../machines/myPages/phoneVerification/phoneVerification.machine';
import { removeAddressMachine } from '../machines/myPages/removeAddress/removeAddress.machine';
import { securityInstructionsMachine } from '../machines/myPages/securityInstructions/securityInstructions.machine';
import { notificationsListMachine } from '../machines/myPages/notificationsList/notificationsList.machine';
import { notificationsMachine } from '../machines/notifications/notifications.machine';
import { customerGateMachine } from '../machines/session/customerGate.machine';
import { sessionMachine } from '../machines/session/session.machine';
import { chatBubbleMachine } from '../machines/shell/chatBubble/chatBubble.machine';
import { consentMachine } from '../machines/shell/consent/consent.machine';
import { headerScrollMachine } from '../machines/shell/headerScroll/headerScroll.machine';
import { newsBannerMachine } from '../machines/shell/newsBanner/newsBanner.machine';
import { offlineMachine } from '../machines/shell/offline/offline.machine';
import { routeProgressMachine } from '../machines/shell/routeProgress/routeProgress.machine';
import { snackbarMachine } from '../machines/shell/snackbar/snackbar.machine';
import { testimonialSliderMachine } from '../machines/shell/testimonialSlider/testimonialSlider.machine';
import { previewToggleMachine } from '../machines/shell/previewToggle/previewToggle.machine';
import { staffSsoMachine } from '../machines/staffSso/staffSso.machine';
import { staffDeskMachine } from '../machines/staffDesk/staffDesk.machine';

/**
 * The direct product whose staff variant is gated and walked (window
 * cleaning): the staff charts of the direct products differ as their
 * customer charts do, in the steps' questions only.
 */
export const STAFF_WIZARD_PRODUCT: BookingProduct = BOOKING_PRODUCTS[0];

/**
 * Every machine the coverage gate checks. Add a new machine here (and give it
 * a model test that records with `useModelCoverage`); the gate then fails
 * until each of its transitions is taken.
 */
export const gatedMachines: readonly AnyStateMachine[] = [
  routeProgressMachine,
  headerScrollMachine,
  newsBannerMachine,
  consentMachine,
  snackbarMachine,
  offlineMachine,
  chatBubbleMachine,
  testimonialSliderMachine,
  previewToggleMachine,
  eidLoginMachine,
  sessionMachine,
  customerGateMachine,
  postalCodeMachine,
  areaInterestMachine,
  // My pages: one booking and its changes.
  bookingDetailMachine,
  cancelBookingMachine,
  rebookBookingMachine,
  rateBookingMachine,
  bookingNoteMachine,
  meetingMachine,
  resourceMachine,
  requestUpgradeMachine,
  feedbackMachine,
  // My pages: users, power of attorney and invitations signed with BankID.
  accountUsersMachine,
  inviteUserMachine,
  answerInvitationMachine,
  // My pages: the account page.
  phoneVerificationMachine,
  editFieldMachine,
  removeAddressMachine,
  securityInstructionsMachine,
  // Live notifications: the tab's socket, and the notifications page's list.
  notificationsMachine,
  notificationsListMachine,
  // Directory sign-on (staff and editors) in the browser.
  staffSsoMachine,
  // Customer service's desk: find or register the customer acted for.
  staffDeskMachine,
  // One booking wizard per booking product (route).
  ...BOOKING_PRODUCTS.map((product) => createBookingMachine(product)),
  // Customer service's variant (no BankID step, staff actors): its chart is the same for every direct product; one is walked.
  createBookingMachine(STAFF_WIZARD_PRODUCT, { staff: true }),
];
