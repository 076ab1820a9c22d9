// The subscription area's pages, loaded as one file (decision 034: one entry in the router's list of
// files to fetch, which sits in the entry JavaScript at its budget).
export { Component as PlansPage } from './subscription';
export { Component as SandboxCheckoutPage } from './sandbox-checkout';
export { Component as OrdersPage } from './my-orders';
