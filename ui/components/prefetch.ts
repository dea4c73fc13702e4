/**
 * `next/link`'s `prefetch` for the links a page shows as it starts (the
 * header's, the footer's, the news banner's and the content's): a route's
 * code is fetched when the pointer or a finger comes to its link (Next
 * prefetches on hover and touch), never as the link scrolls into view.
 * Content pages share the code the page already runs, so a prefetch in view
 * would only spend a slow phone's main thread resolving each link's route
 * while the page starts; the app's own routes (booking, My pages, the desk)
 * bring their own large code, which would compete with the page's start.
 */
export const PREFETCH_IN_VIEW = false;
