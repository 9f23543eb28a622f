import { configure } from '@testing-library/dom';

// jsdom lays nothing out, so it cannot scroll: it logs "Not implemented" for scrollTo. The app scrolls
// a new screen to its top (app/app-routes.tsx); here that is a no-op.
window.scrollTo = () => {};

// A screen's code is split into chunks loaded on first use; on a busy 2-core machine the first import
// of a chunk in jsdom can take over a second, Testing Library's default wait for `findBy…`. A longer
// wait ends as soon as the element appears, so it costs nothing when the machine is quiet.
configure({ asyncUtilTimeout: 4_000 });
