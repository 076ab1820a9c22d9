// The staff pages, loaded as one file (decision 034: one entry in the router's list of files to
// fetch, which sits in the entry JavaScript at its budget): a reviewer moves between all of them.
export { Component as ReviewQueuePage } from './admin-verification';
export { Component as ReviewDocumentPage } from './admin-verification-document';
export { Component as ReportsPage } from './admin-reports';
export { Component as ReportPage } from './admin-report';
export { Component as OrdersPage } from './admin-orders';
export { Component as OrderPage } from './admin-order';
