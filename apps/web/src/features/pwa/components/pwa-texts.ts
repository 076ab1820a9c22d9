/** Spec §1: the product calls itself an "app" in the offline message. */
export const PRODUCT_KIND = 'app';
