// The demo and test pages of spec §2, loaded as one file: nobody's everyday path, so one entry in
// the router's list of files instead of four (that list sits in the entry JavaScript, at its budget).
export { Component as PwaDemoPage } from './pwa-demo';
export { Component as PwaTestPage } from './pwa-test';
export { Component as TestPwaPage } from './test-pwa';
export { Component as ShowcasePage } from './showcase';
