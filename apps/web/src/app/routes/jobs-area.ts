// The jobs area's pages (a client's and a worker's), loaded as one file (one entry in the router's list of files to fetch, which
// sits in the entry JavaScript at its budget): a client who opens one of them soon opens the others.
export { Component as MyJobsPage } from './jobs';
export { Component as JobPage } from './job';
export { Component as JobFormPage } from './create-job-form';
export { Component as RecentJobsPage } from './recent-jobs';
export { Component as RecommendedJobsPage } from './recommended-jobs';
export { Component as ApplicantsPage } from './applied-worker-list';
export { Component as ApplicationsPage } from './applications';
export { Component as RequestsPage } from './requests';
export { Component as NewRequestPage } from './request-new';
