import {
  addAndPublishGiftCard,
  addAndPublishOffer,
  addGiftCard,
  addOffer,
  deleteGiftCard,
  deleteOffer,
  listGalleryImages,
  listGiftCards,
  listOffers,
  offerDetails,
  publishGiftCard,
  publishOffer,
  staffDashboard,
  updateGiftCard,
  updateOffer,
  uploadGalleryImage,
  accountInfoDetails,
  approveRewardTransaction,
  getMemberProfile,
  listMemberActivity,
  listMemberGiftCards,
  listMemberSubscriptions,
  listPendingRewardTransactions,
  rejectRewardTransaction,
  updateMemberName,
  verifyMemberOtp,
  addRewardTransaction,
  addStaff,
  addStore,
  businessInfoDetails,
  businessStats,
  deleteDevice,
  listDevices,
  listStaff,
  listStores,
  register,
  rewardPlanDetails,
  updateAccountInfo,
  updateBusinessInfo,
  updateOwnerInfo,
  updateRewardPlan,
  updateStaff,
  updateStore,
  uploadLogo,
  deleteRewardTransaction,
  logout,
  refundCustomer,
  rewardCustomer,
  searchCustomer,
  selectCounter,
  sellGiftCard,
  sendOtp,
  verifyOtp,
} from '../contract/index.js';
import { mutationHook } from './mutation-hook.js';

export const useSendOtp = mutationHook(sendOtp);

export const useVerifyOtp = mutationHook(verifyOtp);

export const useSelectCounter = mutationHook(selectCounter);

export const useLogout = mutationHook(logout);

/** A mutation rather than a query: each search is a deliberate act, and its result is handed on. */
export const useSearchCustomer = mutationHook(searchCustomer);

export const useAddRewardTransaction = mutationHook(addRewardTransaction);

export const useDeleteRewardTransaction = mutationHook(deleteRewardTransaction);

export const useRewardCustomer = mutationHook(rewardCustomer);

export const useSellGiftCard = mutationHook(sellGiftCard);

export const useRefundCustomer = mutationHook(refundCustomer);

export const useRegister = mutationHook(register);

export const useUpdateRewardPlan = mutationHook(updateRewardPlan, { invalidates: [rewardPlanDetails] });

export const useDeleteDevice = mutationHook(deleteDevice, { invalidates: [listDevices] });

export const useUpdateBusinessInfo = mutationHook(updateBusinessInfo, { invalidates: [businessInfoDetails] });

export const useUpdateOwnerInfo = mutationHook(updateOwnerInfo, { invalidates: [businessInfoDetails] });

export const useUpdateAccountInfo = mutationHook(updateAccountInfo, {
  invalidates: [accountInfoDetails, businessInfoDetails],
});

/** The store list is also the sign-in dialog's, and the dashboard counts stores. */
export const useAddStore = mutationHook(addStore, { invalidates: [listStores, businessStats] });

export const useUpdateStore = mutationHook(updateStore, { invalidates: [listStores] });

/** The dashboard counts active staff. */
export const useAddStaff = mutationHook(addStaff, { invalidates: [listStaff, businessStats] });

export const useUpdateStaff = mutationHook(updateStaff, { invalidates: [listStaff, businessStats] });

export const useVerifyMemberOtp = mutationHook(verifyMemberOtp);

export const useUpdateMemberName = mutationHook(updateMemberName, { invalidates: [getMemberProfile] });

// An answer changes what is pending, and an approval is followed by the counter completing it.
const answered = [
  listPendingRewardTransactions,
  listMemberSubscriptions,
  listMemberActivity,
  listMemberGiftCards,
];

export const useApproveRewardTransaction = mutationHook(approveRewardTransaction, { invalidates: answered });

export const useRejectRewardTransaction = mutationHook(rejectRewardTransaction, { invalidates: answered });

/** The logo is also in the business info the profile shows. */
export const useUploadLogo = mutationHook(uploadLogo, { invalidates: [businessInfoDetails] });

// A template's change shows in its list, the dashboard's Active Giftcards tile and the staff dashboard.
const giftCardViews = [listGiftCards, businessStats, staffDashboard];

export const useAddGiftCard = mutationHook(addGiftCard, { invalidates: giftCardViews });

export const useAddAndPublishGiftCard = mutationHook(addAndPublishGiftCard, { invalidates: giftCardViews });

export const useUpdateGiftCard = mutationHook(updateGiftCard, { invalidates: giftCardViews });

export const usePublishGiftCard = mutationHook(publishGiftCard, { invalidates: giftCardViews });

export const useDeleteGiftCard = mutationHook(deleteGiftCard, { invalidates: giftCardViews });

// Likewise for offers: their list, their details, the Active Offers tile and the staff dashboard.
const offerViews = [listOffers, offerDetails, businessStats, staffDashboard];

export const useAddOffer = mutationHook(addOffer, { invalidates: offerViews });

export const useAddAndPublishOffer = mutationHook(addAndPublishOffer, { invalidates: offerViews });

export const useUpdateOffer = mutationHook(updateOffer, { invalidates: offerViews });

export const usePublishOffer = mutationHook(publishOffer, { invalidates: offerViews });

export const useDeleteOffer = mutationHook(deleteOffer, { invalidates: offerViews });

/**
 * Sent as multipart/form-data; pass `requestOptions: { onUploadProgress }` for a progress bar.
 * The gallery's pages (and its count) are asked again after it.
 */
export const useUploadGalleryImage = mutationHook(uploadGalleryImage, { invalidates: [listGalleryImages] });
